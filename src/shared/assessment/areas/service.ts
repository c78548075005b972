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
      fix: {
        action:
          "Run a short session for everyone who meets customers, and add it to every new starter's first week.",
        impact: "high",
        effort: "medium",
        cost: "£",
        learnMore: { expertArticle: "Customer service that welcomes disabled people" },
      },
      guide: {
        section: "help",
        yes: "All our staff who meet customers have had disability awareness training, so please ask us for whatever would help.",
      },
    },
    {
      id: "service.access-equipment",
      text: "Does every member of staff know how to use your access equipment, such as a portable ramp or hearing loop?",
      hint: "A ramp or loop that nobody on shift can find or switch on is no help, and disabled customers are often told 'we don't have one' when they do.",
      primary: true,
      fix: {
        action:
          "Write a one-page list of your access equipment, where it is kept and how it works, and go through it with every new starter.",
        impact: "high",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Access equipment that staff don't know about" },
      },
    },
    {
      id: "service.assistance-dogs",
      text: "Do all your staff know that assistance dogs are welcome, even where other dogs are not allowed?",
      hint: "Turning someone away because of their assistance dog is usually unlawful under the Equality Act 2010, and being questioned at the door in front of others is humiliating.",
      definitions: [
        {
          term: "assistance dogs",
          meaning:
            "Dogs trained to help disabled people, such as guide dogs, hearing dogs and medical alert dogs; not all of them wear a jacket.",
        },
      ],
      primary: true,
      fix: {
        action:
          "Tell every member of staff that assistance dogs are always allowed in, without asking for proof, and put an 'assistance dogs welcome' sign on the door.",
        impact: "high",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Assistance dogs turned away at the door" },
      },
      guide: {
        section: "inside",
        yes: "Assistance dogs are welcome in all our public areas, and we are happy to bring a bowl of water.",
      },
    },
    {
      id: "service.how-to-ask",
      text: "Do you tell customers how to ask for reasonable adjustments before they visit?",
      hint: "Many disabled people won't ask unless they are sure it will be welcomed, and some need to arrange things in advance, so an open invitation with a named contact makes a real difference.",
      definitions: [
        {
          term: "reasonable adjustments",
          meaning:
            "Changes to how you do things, to your premises or to the help you give, so disabled people are not at a disadvantage; the Equality Act 2010 requires them.",
        },
      ],
      primary: true,
      fix: {
        action:
          "Add a line to your website and booking confirmations inviting people to tell you what would help, with a named contact and more than one way to reach them.",
        impact: "high",
        effort: "low",
        cost: "£",
        learnMore: { expertArticle: "Reasonable adjustments and the Equality Act 2010" },
      },
      guide: {
        section: "help",
        yes: "If you need any help or an adjustment, tell us when you book or when you arrive, or contact [name] on [phone number] or at [e-mail address].",
        partly:
          "If you need any help or an adjustment, please contact us on [phone number] or at [e-mail address] before your visit.",
        no: "If you need any help or an adjustment, please contact us on [phone number] or at [e-mail address] before your visit.",
      },
    },
    {
      id: "service.emergency-help",
      text: "Do your staff know how to help disabled visitors leave the building in an emergency?",
      hint: "Someone who can't use the stairs, hear the alarm or follow the signs needs a plan made in advance, not help improvised in a fire.",
      primary: true,
      fix: {
        action:
          "Add disabled visitors to your fire risk assessment: decide who checks the toilets and quiet areas, who helps anyone who can't use the stairs, and how people who can't hear the alarm will be told.",
        impact: "high",
        effort: "medium",
        cost: "£",
        learnMore: { expertArticle: "Planning a safe emergency evacuation for everyone" },
      },
      guide: {
        section: "help",
        yes: "If the alarm sounds, our staff will check the toilets and help anyone who needs it to the nearest safe exit; please tell us when you arrive if you would need help to leave.",
      },
    },
    {
      id: "service.time-to-answer",
      text: "Do your staff give customers time to speak, decide and pay without hurrying them?",
      hint: "People with dementia, a stammer, a learning disability or slower processing get flustered when rushed, make mistakes with payment and may stop coming.",
      primary: false,
      fix: {
        action:
          "Brief staff to slow down and let people finish, and keep a staffed till or desk open at busy times for anyone who needs more time.",
        impact: "medium",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Rushed service at the till" },
      },
    },
    {
      id: "service.seated-queue",
      text: "Can people who find standing difficult wait seated without losing their place in the queue?",
      hint: "People with pain, fatigue, heart conditions or poor balance often can't stand for long, and will leave a queue rather than ask.",
      primary: false,
      fix: {
        action:
          "Put a chair or two with arms near where people queue or wait, and ask staff to keep seated customers' places.",
        impact: "medium",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Queues with no clear system or signs" },
      },
      guide: {
        section: "inside",
        yes: "If you can't stand for long, take a seat [where the seats are] and we will keep your place in the queue.",
      },
    },
    {
      id: "service.quieter-time",
      text: "Do you advertise a regular quieter time for people who find noise and crowds hard?",
      hint: "Autistic people and people with anxiety, dementia or sensory differences may only be able to visit when it is calm, and need to know when that is.",
      primary: false,
      fix: {
        action:
          "Choose a regular hour each week with music off and lights lower, and put it on your door and website.",
        impact: "medium",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Busy, crowded shop floor at peak times" },
      },
      guide: {
        section: "inside",
        yes: "Our quieter time is [day and time], when music is off and [other changes, for example lights are lower].",
        no: "We are usually quietest [when we are usually quietest].",
      },
    },
  ],
};
