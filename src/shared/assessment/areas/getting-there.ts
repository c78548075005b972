import type { Area } from "../model.ts";

export const gettingThere: Area = {
  id: "getting-there",
  title: "Getting there and getting in",
  intro:
    "How visitors find you, travel to you, and get from the pavement or car park through your front door.",
  questions: [
    {
      id: "getting-there.step-free-entrance",
      text: "Is your main entrance step-free?",
      hint: "Even one step can stop a wheelchair user or someone with a mobility scooter from getting in at all, and makes the way in risky for people who are unsteady on their feet.",
      definitions: [
        {
          term: "step-free",
          meaning:
            "Possible to use without any steps or raised sills, by level ground, a gentle ramp or a lift.",
        },
      ],
      primary: true,
    },
    // Two questions, not one: "Is there a step-free entrance that is open whenever you are?"
    // answered No could mean there is none, or one kept locked, and the advice differs.
    {
      id: "getting-there.step-free-alternative",
      text: "Is there another entrance that is step-free?",
      hint: "A side, back or car-park door without steps may be how a wheelchair user gets in while the main entrance has a step.",
      primary: true,
      finding: true,
      askedWhen: {
        after: { question: "getting-there.step-free-entrance", answers: ["partly", "no"] },
      },
    },
    {
      id: "getting-there.step-free-alternative-open",
      text: "Is that step-free entrance open whenever you are?",
      hint: "A step-free side door only helps if people can find it and get through it; being left outside a locked back door is a common and demoralising experience.",
      primary: true,
      askedWhen: {
        after: { question: "getting-there.step-free-alternative", answers: ["yes"] },
      },
    },
    {
      id: "getting-there.door-easy-to-open",
      text: "Can your entrance door be opened with a light push or pull?",
      hint: "A heavy door can defeat wheelchair users, older people and anyone with arthritis or a weak grip, and a door that swings shut fast can knock people off balance.",
      primary: true,
    },
    {
      id: "getting-there.door-width",
      text: "Does your entrance door give an effective clear width of at least 775 mm (77.5 centimetres) when fully open?",
      hint: "Building guidance (Approved Document M and BS 8300-2) accepts 775 mm at the entrance of an existing building and expects about 1000 mm at a new public one; below 775 mm many wheelchair and scooter users scrape their hands or can't get in, and they can't tell until they arrive.",
      definitions: [
        {
          term: "effective clear width",
          meaning:
            "The gap you can actually pass through with the door fully open, measured from the face of the door, or a handle or closer arm if it sticks out further, to the door stop on the opposite side of the frame.",
        },
      ],
      primary: true,
    },
    // Two questions, not one: "If you have a car park, are there Blue Badge spaces…?" answered
    // No could mean there is no car park, and its fix (mark a bay) presumed one.
    {
      id: "getting-there.car-park",
      text: "Do you have a car park for visitors?",
      hint: "Your own car park, or spaces in a shared one or a yard that your visitors may use. Many high-street businesses have none, and that is fine: visitors then need to know where the nearest parking is.",
      primary: true,
      finding: true,
    },
    {
      id: "getting-there.blue-badge-parking",
      text: "Are there Blue Badge spaces in your car park, close to your entrance?",
      hint: "Disabled drivers and passengers often need a wide space to get a wheelchair out beside the car, and may only be able to walk a short distance.",
      definitions: [
        {
          term: "Blue Badge",
          meaning:
            "The UK parking permit for disabled people, which lets holders park closer to where they are going.",
        },
      ],
      primary: true,
      askedWhen: { after: { question: "getting-there.car-park", answers: ["yes"] } },
    },
    {
      id: "getting-there.route-to-entrance",
      text: "Is the path from the pavement or car park to your entrance level, even and kept clear?",
      hint: "Gravel, potholes, kerbs, A-boards and bins on the way in are hazards for blind people, wheelchair users and anyone unsteady on their feet.",
      primary: true,
    },
    {
      id: "getting-there.public-transport",
      text: "Do you tell visitors how to reach you by public transport?",
      hint: "Many disabled people don't drive, and how far the nearest stop is, or whether the station is step-free, decides whether they can come.",
      primary: false,
    },
    {
      id: "getting-there.entrance-easy-to-find",
      text: "Is your entrance easy to spot from the street?",
      hint: "People with low vision, dementia or a learning disability can walk past an entrance that blends into the frontage, or not know which door to use.",
      primary: false,
    },
  ],
};
