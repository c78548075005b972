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
        quickSolution: "staff-never-trained-in-disability-awareness",
        expertArticle: "Customer service that welcomes disabled people",
      },
      check:
        "List everyone who deals with customers, including part-time, weekend and temporary staff, and note when each last had disability awareness training and what it covered. Anyone with no date, or a date more than two years ago, is a gap to fill.",
      guide: {
        section: "help",
        yes: "Everyone on our team who serves customers has had disability awareness training.",
      },
    },
    {
      id: "service.access-equipment",
      text: "Does every member of staff know how to use your access equipment, such as a portable ramp or hearing loop?",
      hint: "A ramp or loop that nobody on shift can find or switch on is no help, and disabled customers are often told 'we don't have one' when they do.",
      primary: true,
      askedWhen: { premises: true },
      fix: {
        action:
          "Write a one-page list of your access equipment, where it is kept and how it works, and go through it with every new starter.",
        impact: "high",
        quickSolution: "access-equipment-that-staff-don-t-know-about",
      },
      check:
        "Ask two or three staff on different shifts to show you where your portable ramp, hearing loop or other access equipment is kept and how it works. Check that each item is where they say, is complete and actually works.",
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
      fix: {
        action:
          "Tell every member of staff that assistance dogs are always allowed in, without asking for proof, and put an 'assistance dogs welcome' sign on the door.",
        impact: "high",
        quickSolution: "assistance-dogs-turned-away-at-the-door",
      },
      check:
        "Ask a few staff, including someone new, what they would do if a customer arrived with a dog that wore no jacket and said it was an assistance dog. Anyone who would ask for proof or turn the customer away needs a clear word before their next shift.",
      guide: {
        section: "inside",
        yes: "Assistance dogs are welcome in all our public areas[, and we are happy to bring a bowl of water].",
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
            "Changes to how you do things, to your premises or to the help you give, so disabled people are not at a disadvantage; in Great Britain the Equality Act 2010 requires them, and in Northern Ireland the Disability Discrimination Act 1995.",
        },
      ],
      primary: true,
      fix: {
        action:
          "Add a line to your website and booking confirmations inviting people to tell you what would help, with a named contact and more than one way to reach them.",
        impact: "high",
        quickSolution: "visitors-not-told-how-to-ask-for-help",
        expertArticle: "Reasonable adjustments and the Equality Act 2010",
      },
      check:
        "Read your website, booking confirmations and door as a new customer would, and look for a line inviting people to say what would help, with a named person and more than one way to get in touch. If it takes you more than a minute to find, it is too hard for customers too.",
      guide: {
        section: "help",
        // The guide always ends this section with how to contact the business, so these say how
        // to ask, not where: no second phone number or e-mail address (guide.test.ts).
        yes: "To ask for an adjustment, mention it when you book or when you arrive, or speak to [name of the person to ask] before your visit.",
        partly:
          "You can ask us for an adjustment [when and how to ask, for example when you book or when you arrive].",
      },
    },
    {
      id: "service.emergency-help",
      text: "Do your staff know how to help disabled visitors leave the building in an emergency?",
      hint: "Someone who can't use the stairs, hear the alarm or follow the signs needs a plan made in advance, not help improvised in a fire.",
      primary: true,
      askedWhen: { premises: true },
      fix: {
        action:
          "Add disabled visitors to your fire risk assessment: decide who checks the toilets and quiet areas, who helps anyone who can't use the stairs, and how people who can't hear the alarm will be told.",
        impact: "high",
        quickSolution: "no-plan-for-helping-disabled-visitors-out-in-an-emergency",
        expertArticle: "Planning a safe emergency evacuation for everyone",
      },
      check:
        "Read your fire risk assessment and evacuation plan for what they say about visitors who can't use stairs, can't hear the alarm or might be alone in a toilet. Then ask a member of staff on each shift what they would do for a wheelchair user upstairs, or a deaf customer in the toilet, when the alarm goes off.",
      guide: {
        section: "help",
        yes: "If the alarm sounds, our staff know how to help disabled visitors leave the building; if you would need help, please tell us when you arrive.",
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
        quickSolution: "rushed-service-at-the-till",
      },
      check:
        "Watch your till or desk for half an hour at a busy time and note whether staff let people finish speaking, wait while they find their card or money, and never hurry anyone along. Ask a few regular customers, including older ones, whether they ever feel rushed.",
    },
    {
      id: "service.seated-queue",
      text: "Can people who find standing difficult wait seated without losing their place in the queue?",
      hint: "People with pain, fatigue, heart conditions or poor balance often can't stand for long, and will leave a queue rather than ask.",
      primary: false,
      askedWhen: { premises: true },
      fix: {
        action:
          "Put a chair or two with arms near where people queue or wait, and ask staff to keep seated customers' places.",
        impact: "medium",
        quickSolution: "queues-with-no-clear-system-or-signs",
      },
      check:
        "Look at where people queue or wait and check that there is at least one chair with arms within sight of the counter. Ask staff whether they would keep a seated customer's place, and how that customer would know.",
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
      askedWhen: { premises: true },
      fix: {
        action:
          "Choose a regular hour each week with music off and lights lower, and put it on your door and website.",
        impact: "medium",
        quickSolution: "busy-crowded-shop-floor-at-peak-times",
      },
      check:
        "Look at your takings or footfall over a typical week to find the hour that is usually quietest. Check whether you could turn the music off and the lights down then, and whether your door and website say anything about it.",
      guide: {
        section: "inside",
        yes: "Our quieter time is [day and time], when [what changes, for example the music is off and the lights are lower].",
        no: "We are usually quietest [when we are usually quietest].",
      },
    },
  ],
};
