import type { Area } from "../model.ts";

export const service: Area = {
  id: "service",
  title: "Customer service and staff",
  intro:
    "How your team welcomes disabled customers and visitors, offers help, and keeps everyone safe.",
  questions: [
    {
      id: "service.awareness-training",
      text: "Have all staff who deal with customers had disability awareness training in the last two years?",
      hint: "Confident, courteous staff make more difference to a disabled person's visit than any piece of equipment, and awkwardness is usually down to not knowing what to do.",
      definitions: [
        {
          term: "disability awareness training",
          meaning:
            "Training in how to welcome and help disabled people well, at its best led by or including disabled people.",
        },
      ],
      primary: true,
    },
    {
      id: "service.has-access-equipment",
      text: "Do you keep any access equipment, such as a portable ramp, a hearing loop or a wheelchair visitors can borrow?",
      hint: "Equipment only helps when staff know where it is and how it works, so if you keep some, the next question asks about that.",
      primary: true,
      finding: true,
      askedWhen: { premises: true },
    },
    {
      id: "service.access-equipment",
      text: "Does every member of staff know where your access equipment is kept and how to use it?",
      hint: "A ramp or loop that nobody on shift can find or switch on is no help, and disabled customers are often told 'we don't have one' when they do.",
      primary: true,
      // Never asked of a business that said it keeps none: no training on a ramp it hasn't got.
      askedWhen: {
        premises: true,
        after: { question: "service.has-access-equipment", answers: ["yes"] },
      },
    },
    {
      id: "service.assistance-dogs",
      text: "Do all your staff know that assistance dogs are welcome, even where other dogs are not allowed?",
      hint: "Turning someone away because of their assistance dog is usually unlawful (under the Equality Act 2010 in Great Britain, and the Disability Discrimination Act 1995 in Northern Ireland), and being questioned at the door in front of others is humiliating.",
      definitions: [
        {
          term: "assistance dogs",
          meaning:
            "Dogs trained to help disabled people, such as guide dogs, hearing dogs and medical alert dogs; not all of them wear a jacket.",
        },
      ],
      primary: true,
    },
    {
      id: "service.how-to-ask",
      text: "Do you tell customers how to ask for reasonable adjustments before they visit?",
      hint: "Many disabled people won't ask unless they are sure it will be welcomed, and some need to arrange things in advance, so an open invitation with a named contact makes a real difference.",
      definitions: [
        {
          term: "reasonable adjustments",
          meaning:
            "Changes to how you do things, to your premises or to the help you give, so disabled people are not at a disadvantage; in Great Britain the Equality Act 2010 requires them, and in Northern Ireland the Disability Discrimination Act 1995.",
        },
      ],
      primary: true,
    },
    {
      id: "service.emergency-help",
      text: "Do your staff know how to help disabled visitors leave the building in an emergency?",
      hint: "Someone who can't use the stairs, hear the alarm or follow the signs needs a plan made in advance, not help improvised in a fire.",
      primary: true,
      askedWhen: { premises: true },
    },
    {
      id: "service.time-to-answer",
      text: "Do your staff give customers time to speak, decide and pay without hurrying them?",
      hint: "People with dementia, a stammer, a learning disability or slower processing get flustered when rushed, make mistakes with payment and may stop coming.",
      primary: false,
    },
    {
      id: "service.seated-queue",
      text: "Can people who find standing difficult wait seated without losing their place in the queue?",
      hint: "People with pain, fatigue, heart conditions or poor balance often can't stand for long, and will leave a queue rather than ask.",
      primary: false,
      askedWhen: { premises: true },
    },
    {
      id: "service.quieter-time",
      text: "Do you advertise a regular quieter time for people who find noise and crowds hard?",
      hint: "Autistic people and people with anxiety, dementia or sensory differences may only be able to visit when it is calm, and need to know when that is.",
      primary: false,
      askedWhen: { premises: true },
    },
  ],
};
