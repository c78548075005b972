import { type Area, LARGE, OPEN_TO_THE_PUBLIC } from "../model.ts";

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
        quickSolution: "aisles-and-walkways-too-narrow-or-cluttered",
        expertArticle: "Accessible premises on a small budget",
      },
      check:
        "At a busy time, with stock, chairs and queues where they usually are, walk your main routes with a tape measure and measure the narrowest points. A width of 1.2 metres lets a wheelchair user or someone with a companion pass comfortably, and 1.8 metres lets two wheelchair users pass each other.",
      guide: {
        section: "inside",
        yes: "Our main areas have clear routes at least 1.2 metres wide.",
        partly:
          "Most of our routes are at least 1.2 metres wide, but [where it is narrower] is about [narrowest width in centimetres]; [how we can make room, for example ask and we will move a table].",
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
        quickSolution: "part-of-the-premises-only-reachable-by-stairs",
      },
      check:
        "Walk from the entrance to every area visitors use, including the toilets, the counter, fitting rooms and seating, and count the steps or changes of level on the way. Note which areas can only be reached by stairs, and whether what happens there is also on offer somewhere step-free.",
      guide: {
        section: "inside",
        yes: "All our public areas can be reached without steps.",
        partly:
          "[Which areas] can only be reached by [number of steps] steps; [what we offer instead, for example we will gladly serve you downstairs].",
        no: "Our [which areas] are up [number of steps] steps[, with a handrail]; [what we offer instead, for example a table on the ground floor].",
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
          "Tell visitors honestly where the nearest accessible toilet is, ask a builder whether your own toilet could take grab rails, a lever tap or a wider door, and plan a full accessible toilet into your next refit.",
        impact: "high",
        quickSolution: "no-accessible-toilet",
        expertArticle: "Accessible premises on a small budget",
      },
      check:
        "Measure the room and its door: building guidance for a wheelchair-accessible toilet is a room about 1.5 by 2.2 metres, with an outward-opening door about 80 cm clear, grab rails, a lever tap and an alarm cord that reaches almost to the floor. Note which of these yours has, so you can describe it honestly rather than call it accessible.",
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
      askedWhen: { after: { question: "inside.accessible-toilet", answers: ["yes", "partly"] } },
      fix: {
        action:
          "Clear the accessible toilet, untie the alarm cord so it hangs almost to the floor, and add both to your daily cleaning checks.",
        impact: "high",
        quickSolution: "accessible-toilet-used-as-a-storeroom",
      },
      check:
        "Look inside the accessible toilet at your busiest time and again at closing: nothing should be stored there, the space beside and in front of the toilet should be clear, and the red alarm cord should hang free to about 10 cm from the floor. Pull the cord once to check that staff hear the alarm and know how to answer and reset it.",
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
        quickSolution: "signage-with-small-text-and-poor-colour-contrast",
      },
      check:
        "Walk to your toilets and exits as a first-time visitor and, at each sign, note whether you can read it from a few steps away and whether it sits where you would look. Photograph each sign in black and white on your phone: if the words fade into the background, the contrast is too low.",
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
        quickSolution: "counter-too-high-for-wheelchair-users",
      },
      check:
        "Measure the height of the counter where customers are served, then sit on a chair in front of it and try to see staff, sign a form and use the card reader. A lowered section about 76 cm high, with room for knees underneath, suits most people who are sitting.",
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
        quickSolution: "flickering-or-harsh-overhead-lighting",
      },
      check:
        "Walk your public areas on a dull day with the lights on and look for tubes or bulbs that flicker or hum, dark patches, and glare off shiny floors, glass and spotlights. Stand where staff serve and check that their faces are well lit, as people who lipread need to see them clearly.",
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
        quickSolution: "nowhere-quiet-to-take-a-break",
        expertArticle: "Creating sensory-friendly spaces",
      },
      check:
        "At a busy time, look for a corner or room away from the music, the till and the door where someone could sit undisturbed for ten minutes. Check that it has a seat and softer light, and ask staff whether they would know to offer it.",
      guide: {
        section: "facilities",
        yes: "If you need a break from noise, we have a quiet space [where it is, and how to ask for it].",
      },
    },
    {
      id: "inside.changing-places",
      text: "Do you have a Changing Places toilet?",
      hint: "Around a quarter of a million people in the UK need a hoist and an adult-sized changing bench, which ordinary accessible toilets don't have, so without one nearby a long day out can be impossible. Since 2021 England's building guidance has expected one in larger new buildings open to the public, such as venues for 350 or more people, large shops, sports centres and hospitals; Scotland, Wales and Northern Ireland set their own building rules.",
      definitions: [
        {
          term: "Changing Places toilet",
          meaning:
            "A larger accessible toilet with a ceiling hoist, an adult-sized changing bench and room for two carers.",
        },
      ],
      primary: false,
      askedWhen: { sizes: LARGE, types: OPEN_TO_THE_PUBLIC },
      fix: {
        action:
          "Name the nearest Changing Places toilet, with its opening hours, in your access information now, and plan one of your own into your next major building work.",
        impact: "high",
        quickSolution: "no-changing-places-toilet-and-no-word-on-where-to-find-one",
      },
      check:
        "Find the nearest Changing Places toilet on the Changing Places map online and note its address and opening hours. If you are planning building work, ask your architect or building control body whether your building's size and use mean the building rules expect one.",
      guide: {
        section: "facilities",
        yes: "We have a Changing Places toilet [where it is], with a hoist and an adult-sized changing bench.",
        no: "For a Changing Places toilet, with a hoist and an adult-sized changing bench, the nearest is [nearest Changing Places toilet].",
      },
    },
  ],
};
