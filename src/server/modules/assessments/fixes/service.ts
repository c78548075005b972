import type { QuestionFixes } from "../../../../shared/assessment/model.ts";

export const serviceFixes: QuestionFixes = {
  "service.awareness-training": {
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
  // A finding: with no equipment there is nothing to train anyone on or list.
  "service.has-access-equipment": {
    fix: {
      impact: "high",
      quickSolution: "access-equipment-that-staff-don-t-know-about",
    },
    check:
      "Look behind the counter, in the storeroom and in the office for a portable ramp, a hearing loop (often a small box near the till), a magnifier, a wheelchair or a pad for writing notes, and ask staff on each shift what they know of.",
  },
  "service.access-equipment": {
    fix: {
      action:
        "Write a one-page list of your access equipment, where it is kept and how it works, and go through it with every new starter.",
      impact: "high",
      quickSolution: "access-equipment-that-staff-don-t-know-about",
    },
    check:
      "Ask two or three staff on different shifts to show you where each piece of your access equipment is kept and how it works. Check that each item is where they say, is complete and actually works.",
  },
  "service.assistance-dogs": {
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
  "service.how-to-ask": {
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
  "service.emergency-help": {
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
  "service.time-to-answer": {
    fix: {
      action:
        "Brief staff to slow down and let people finish, and keep a staffed till or desk open at busy times for anyone who needs more time.",
      impact: "medium",
      quickSolution: "rushed-service-at-the-till",
    },
    check:
      "Watch your till or desk for half an hour at a busy time and note whether staff let people finish speaking, wait while they find their card or money, and never hurry anyone along. Ask a few regular customers, including older ones, whether they ever feel rushed.",
  },
  "service.seated-queue": {
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
  "service.quieter-time": {
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
};
