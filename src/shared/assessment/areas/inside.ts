import { type Area, OPEN_TO_THE_PUBLIC } from "../model.ts";

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
    },
    {
      id: "inside.step-free-inside",
      text: "Can visitors reach every public area without using steps?",
      hint: "A step-free entrance is not much use if the toilets, meeting room or counter are up a flight of stairs.",
      primary: true,
    },
    // Two questions, not one: "If you have toilets for visitors, is one accessible?" answered No
    // could mean there are none, and its fix (a builder to look at your toilet) presumed one.
    {
      id: "inside.visitor-toilets",
      text: "Do you have toilets that visitors can use?",
      hint: "Many small shops and cafés have none, or only a staff toilet, and visitors plan around that when they know before they set off.",
      primary: true,
      finding: true,
    },
    {
      id: "inside.accessible-toilet",
      text: "Is at least one of your visitors' toilets an accessible toilet?",
      hint: "Without an accessible toilet, many disabled people have to keep visits short or can't come at all, so knowing in advance matters.",
      definitions: [
        {
          term: "accessible toilet",
          meaning:
            "A larger toilet with grab rails, room for a wheelchair to turn and an emergency alarm cord, usually signed with the wheelchair symbol.",
        },
      ],
      primary: true,
      askedWhen: { after: { question: "inside.visitor-toilets", answers: ["yes"] } },
    },
    {
      id: "inside.toilet-kept-clear",
      text: "Is your accessible toilet kept clear, with nothing stored in it?",
      hint: "Boxes and bins take the turning space a wheelchair user needs, and an alarm cord tied up out of the way leaves someone who falls unable to call for help.",
      primary: true,
      askedWhen: { after: { question: "inside.accessible-toilet", answers: ["yes", "partly"] } },
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
    },
    {
      id: "inside.low-counter",
      text: "Is part of your counter or reception desk low enough for someone sitting down?",
      hint: "At a high counter, wheelchair users and people of short stature can't see staff, sign forms or use the card reader easily.",
      primary: false,
    },
    {
      id: "inside.lighting",
      text: "Is the lighting in your public areas even, without flicker or glare?",
      hint: "People with low vision and those who lipread need good, even light, and flickering lights can bring on migraines and distress autistic people.",
      primary: false,
    },
    {
      id: "inside.quiet-space",
      text: "Is there a quiet space where someone can take a break from noise and crowds?",
      hint: "Autistic people, and people with anxiety, dementia or sensory differences, may need somewhere calm for a few minutes before they can carry on.",
      primary: false,
    },
    // Changing Places follow the building, not the payroll: England's building guidance asks for
    // one by the kind and size of a new building, so that is what is asked first.
    {
      id: "inside.large-public-building",
      text: "Is your building a large one open to the public, such as a venue or attraction for 350 or more people, a shop of 2,500 square metres or more, a shopping centre, a sports or leisure centre, or a hospital?",
      hint: "Since 2021 England's building guidance, Approved Document M, has expected a Changing Places toilet in new buildings of these kinds and sizes; Scotland, Wales and Northern Ireland set their own building rules.",
      primary: false,
      finding: true,
      askedWhen: { types: OPEN_TO_THE_PUBLIC },
    },
    {
      id: "inside.changing-places",
      text: "Do you have a Changing Places toilet?",
      hint: "Around a quarter of a million people in the UK need a hoist and an adult-sized changing bench, which ordinary accessible toilets don't have, so without one nearby a long day out in a building like yours can be impossible.",
      definitions: [
        {
          term: "Changing Places toilet",
          meaning:
            "A larger accessible toilet with a ceiling hoist, an adult-sized changing bench and room for two carers.",
        },
      ],
      primary: false,
      askedWhen: {
        types: OPEN_TO_THE_PUBLIC,
        after: { question: "inside.large-public-building", answers: ["yes"] },
      },
    },
  ],
};
