import type { Area } from "../model.ts";

export const communication: Area = {
  id: "communication",
  title: "Communication and information",
  intro:
    "How people can get in touch, read your information and hear what you say, whatever way they communicate.",
  questions: [
    {
      id: "communication.contact-in-writing",
      text: "Can people contact you in writing, such as by e-mail or text message, as well as by phone?",
      hint: "Deaf people, people with speech differences and many autistic people can't use the phone or find it very hard, so a phone number alone shuts them out.",
      primary: true,
      fix: {
        action:
          "Put an e-mail address and a mobile number that takes texts on your website and door, and check them as often as you answer the phone.",
        impact: "high",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Phone number as the only way to get in touch" },
      },
      guide: {
        section: "communication",
        yes: "You can contact us by e-mail at [e-mail address] or by text on [mobile number], as well as by phone on [phone number].",
      },
    },
    {
      id: "communication.relay-uk",
      text: "Do the people who answer your phone know how to take a call through Relay UK?",
      hint: "A Relay UK call starts with a recorded message and has pauses, and staff who hang up thinking it is a sales call cut off a Deaf or speech-impaired customer.",
      definitions: [
        {
          term: "Relay UK",
          meaning:
            "A free service in which a relay assistant types or speaks for a caller who is deaf or has a speech difference, so they can phone anyone.",
        },
      ],
      primary: true,
      fix: {
        action:
          "Tell everyone who answers the phone what a Relay UK call sounds like, and that they should stay on the line and speak to the caller directly.",
        impact: "medium",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Staff hanging up on Relay UK calls" },
      },
      guide: {
        section: "communication",
        yes: "We welcome calls through Relay UK on [phone number].",
      },
    },
    {
      id: "communication.hearing-loop",
      text: "Is there a working hearing loop where customers talk to your staff?",
      hint: "Hearing aid users struggle to follow speech through glass screens or in noisy rooms; a loop brings the voice straight to their hearing aid.",
      definitions: [
        {
          term: "hearing loop",
          meaning:
            "A system that sends sound from a microphone straight to hearing aids switched to the 'T' setting, cutting out background noise.",
        },
      ],
      primary: true,
      fix: {
        action:
          "Buy a portable counter loop, test it each morning with a loop listener, and display the ear-and-T sign where customers can see it.",
        impact: "high",
        effort: "low",
        cost: "££",
        learnMore: { quickSolution: "Hearing loop missing, switched off or not signed" },
      },
      guide: {
        section: "communication",
        yes: "There is a hearing loop at our [counter or reception]; switch your hearing aid to the T setting.",
        partly:
          "There is a hearing loop at [where the loop is]; if it is not switched on, please ask a member of staff.",
      },
    },
    {
      id: "communication.plain-english",
      text: "Is your printed information, such as menus, price lists and leaflets, written in plain English?",
      hint: "People with learning disabilities, dyslexia, dementia or a brain injury, and many Deaf people whose first language is BSL, find long, formal writing hard to follow.",
      definitions: [
        {
          term: "plain English",
          meaning:
            "Short sentences and everyday words, arranged so readers can find what they need and understand it first time.",
        },
      ],
      primary: true,
      fix: {
        action:
          "Rewrite your three most-read documents in short sentences and everyday words, and ask someone who doesn't know your business to try them.",
        impact: "medium",
        effort: "medium",
        cost: "£",
        learnMore: { expertArticle: "Writing in plain language" },
      },
    },
    {
      id: "communication.large-print",
      text: "Can you offer your menu, price list or key information in large print?",
      hint: "Someone with low vision can't read standard-size print, and having to ask another person to read it aloud takes away their privacy and choice.",
      primary: true,
      fix: {
        action:
          "Print a few copies of your key information in a plain font at 16 to 18 point, keep them at the counter, and ask staff to offer them.",
        impact: "medium",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Menus and forms only available in small print" },
      },
      guide: {
        section: "communication",
        yes: "We have [menus, price lists or other information] in large print; just ask.",
      },
    },
    {
      id: "communication.easy-read",
      text: "Do you have an easy read version of your most important information?",
      hint: "Without easy read, people with learning disabilities can miss appointments, charges or their rights, or have to rely on someone else to explain.",
      definitions: [
        {
          term: "easy read",
          meaning:
            "A format with short, simple sentences and a picture beside each point, made for people with learning disabilities.",
        },
      ],
      primary: false,
      fix: {
        action:
          "Produce an easy read version of your single most important document first, and test it with people who will use it.",
        impact: "medium",
        effort: "medium",
        cost: "££",
        learnMore: { quickSolution: "Letters and leaflets with no easy read version" },
      },
      guide: {
        section: "communication",
        yes: "[Which information] is available in easy read; ask us for a copy.",
      },
    },
    {
      id: "communication.bsl-interpreter",
      text: "Do you know how to book a British Sign Language interpreter when someone needs one?",
      hint: "For many Deaf people, English is a second language, and only an interpreter lets them follow an important conversation in full.",
      definitions: [
        {
          term: "British Sign Language",
          meaning:
            "BSL, the language of many Deaf people in the UK, with its own grammar, quite different from English.",
        },
      ],
      primary: false,
      fix: {
        action:
          "Find a registered BSL interpreter or a video interpreting service now, and note how much notice they need and what they charge.",
        impact: "medium",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "No plan for British Sign Language users" },
      },
      guide: {
        section: "communication",
        yes: "We can book a British Sign Language interpreter for [appointments, meetings or events]; please give us [how much notice we need].",
      },
    },
    {
      id: "communication.background-noise",
      text: "Do you keep background music and noise low enough for people to hear a conversation easily?",
      hint: "Background music makes speech very hard to follow for people with hearing loss, and can overwhelm autistic people and others with sensory differences.",
      primary: false,
      fix: {
        action:
          "Turn music down, or off at quieter times, and move speakers away from the counter and where people sit and talk.",
        impact: "medium",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Loud background music in the café" },
      },
      guide: {
        section: "inside",
        yes: "We keep background music [low or off], so conversation is easy to hear.",
      },
    },
  ],
};
