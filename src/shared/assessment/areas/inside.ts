import type { Area } from "../model.ts";

export const inside: Area = {
  id: "inside",
  title: "Inside the premises",
  intro:
    "Moving around once people are inside, finding their way, and the toilets and other facilities you offer.",
  questions: [
    {
      id: "inside.clear-routes",
      text: "Is there a clear route at least 1.2 metres wide through your main public areas?",
      hint: "Wheelchair users, people with walking frames and blind people with a cane or guide dog need a clear, predictable path, and clutter in walkways trips people with low vision.",
      primary: true,
      fix: {
        action:
          "Move displays, stock and spare chairs out of the main walkways, and add 'walkways clear' to your daily opening checks.",
        impact: "high",
        effort: "low",
        cost: "£",
        learnMore: { expertArticle: "Accessible premises on a small budget" },
      },
      guide: {
        section: "inside",
        yes: "Our main areas have clear routes at least 1.2 metres wide.",
        partly:
          "Most of our routes are at least 1.2 metres wide, but [where it is narrower] is about [narrowest width in centimetres]; just ask and we will make room.",
      },
    },
    {
      id: "inside.step-free-inside",
      text: "Can visitors reach every public area without using steps?",
      hint: "A step-free entrance is not much use if the toilets, meeting room or counter are up a flight of stairs.",
      primary: true,
      fix: {
        action:
          "For each area that needs stairs, offer the same service somewhere on the level, such as a ground-floor room or table, and say so in your access information.",
        impact: "high",
        effort: "medium",
        cost: "£",
        learnMore: { quickSolution: "Part of the premises only reachable by stairs" },
      },
      guide: {
        section: "inside",
        yes: "All our public areas can be reached without steps.",
        partly:
          "[Which areas] can only be reached by [number of steps] steps; [what we offer instead, for example we will gladly serve you downstairs].",
        no: "Our [which areas] are up [number of steps] steps[, with a handrail]; tell us if stairs are a problem and we will find another way to help.",
      },
    },
    {
      id: "inside.accessible-toilet",
      text: "If you have toilets for visitors, is at least one of them an accessible toilet?",
      hint: "Without an accessible toilet, many disabled people have to keep visits short or can't come at all, so knowing in advance matters.",
      definitions: [
        {
          term: "accessible toilet",
          meaning:
            "A larger toilet with grab rails, room for a wheelchair to turn and an emergency alarm cord, usually signed with the wheelchair symbol.",
        },
      ],
      primary: true,
      fix: {
        action:
          "Tell visitors honestly where the nearest accessible toilet is, and get a quote for building one into your next refit.",
        impact: "high",
        effort: "high",
        cost: "£££",
        learnMore: { expertArticle: "Accessible premises on a small budget" },
      },
      guide: {
        section: "facilities",
        yes: "We have an accessible toilet [where it is], with a door [door width in centimetres] wide and transfer space on the [left, right or both sides].",
        partly:
          "Our toilet has [grab rails or other features] but is not a fully accessible toilet: [describe the door width and the space inside].",
        no: "We don't have an accessible toilet; the nearest one is at [nearest accessible toilet].",
      },
    },
    {
      id: "inside.toilet-kept-clear",
      text: "Is your accessible toilet kept clear, with nothing stored in it?",
      hint: "Boxes and bins take the turning space a wheelchair user needs, and an alarm cord tied up out of the way leaves someone who falls unable to call for help.",
      primary: true,
      fix: {
        action:
          "Clear the accessible toilet, untie the alarm cord so it hangs almost to the floor, and add both to your daily cleaning checks.",
        impact: "high",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Accessible toilet used as a storeroom" },
      },
    },
    {
      id: "inside.clear-signs",
      text: "Are the signs to your toilets, exits and other key places large and high-contrast?",
      hint: "People with sight loss, dyslexia or dementia rely on clear signs to find their way without having to ask.",
      definitions: [
        {
          term: "high-contrast",
          meaning:
            "Dark lettering on a light background, or light on dark, so the words stand out clearly.",
        },
      ],
      primary: true,
      fix: {
        action:
          "Replace small or pale signs with large, plain lettering, dark on light, with a symbol beside the words, at eye level.",
        impact: "medium",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Signage with small text and poor colour contrast" },
      },
    },
    {
      id: "inside.low-counter",
      text: "Is part of your counter or reception desk low enough for someone sitting down?",
      hint: "At a high counter, wheelchair users and people of short stature can't see staff, sign forms or use the card reader easily.",
      primary: false,
      fix: {
        action:
          "Keep a hand-held card reader, or one on a long lead, and a clipboard for signing, so staff can come round to the customer.",
        impact: "medium",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Counter too high for wheelchair users" },
      },
      guide: {
        section: "inside",
        yes: "Our [counter or reception desk] has a lowered section about [height in centimetres] high.",
        no: "Our [counter or reception desk] is high; [how we help, for example staff will come round to you with a hand-held card reader].",
      },
    },
    {
      id: "inside.lighting",
      text: "Is the lighting in your public areas even, without flicker or glare?",
      hint: "People with low vision and those who lipread need good, even light, and flickering lights can bring on migraines and distress autistic people.",
      primary: false,
      fix: {
        action:
          "Replace any flickering tube or bulb now, and swap harsh fittings for diffused, flicker-free LEDs as they wear out.",
        impact: "medium",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Flickering or harsh overhead lighting" },
      },
    },
    {
      id: "inside.quiet-space",
      text: "Is there a quiet space where someone can take a break from noise and crowds?",
      hint: "Autistic people, and people with anxiety, dementia or sensory differences, may need somewhere calm for a few minutes before they can carry on.",
      primary: false,
      fix: {
        action:
          "Set aside a quiet corner or room with soft light and a comfortable chair, and make sure staff can offer it discreetly.",
        impact: "medium",
        effort: "low",
        cost: "£",
        learnMore: { expertArticle: "Creating sensory-friendly spaces" },
      },
      guide: {
        section: "facilities",
        yes: "If you need a break from noise, we have a quiet space [where it is]; just ask a member of staff.",
      },
    },
    {
      id: "inside.changing-places",
      text: "If you run a large venue or attraction, do you have a Changing Places toilet?",
      hint: "Around a quarter of a million people in the UK need a hoist and an adult-sized changing bench, which ordinary accessible toilets don't have, so without one nearby a long day out can be impossible.",
      definitions: [
        {
          term: "Changing Places toilet",
          meaning:
            "A larger accessible toilet with a ceiling hoist, an adult-sized changing bench and room for two carers.",
        },
      ],
      primary: false,
      fix: {
        action:
          "Name the nearest Changing Places toilet in your access information now, and plan one of your own into your next building work.",
        impact: "high",
        effort: "high",
        cost: "£££",
        learnMore: { quickSolution: "No Changing Places toilet, and no word on where to find one" },
      },
      guide: {
        section: "facilities",
        yes: "We have a Changing Places toilet [where it is], with a hoist and an adult-sized changing bench.",
        no: "We don't have a Changing Places toilet; the nearest one is at [nearest Changing Places toilet].",
      },
    },
  ],
};
