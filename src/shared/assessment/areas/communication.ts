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
      askedWhen: { premises: true },
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
    },
    {
      id: "communication.large-print",
      text: "Can you offer your menu, price list or key information in large print?",
      hint: "Someone with low vision can't read standard-size print, and having to ask another person to read it aloud takes away their privacy and choice.",
      primary: true,
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
    },
    {
      id: "communication.background-noise",
      text: "Do you keep background music and noise low enough for people to hear a conversation easily?",
      hint: "Background music makes speech very hard to follow for people with hearing loss, and can overwhelm autistic people and others with sensory differences.",
      primary: false,
      askedWhen: { premises: true },
    },
  ],
};
