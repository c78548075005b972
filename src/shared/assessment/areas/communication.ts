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
        quickSolution: "phone-number-as-the-only-way-to-get-in-touch",
      },
      check:
        "Look at your website, social media profiles, door and printed materials as a customer would, and note every place that gives only a phone number. Send a test e-mail and a test text to the details you publish, and see how long a reply takes.",
      guide: {
        section: "communication",
        yes: "As well as by phone on [phone number], you can contact us in writing at [e-mail address, mobile number for texts, or both].",
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
        quickSolution: "staff-hanging-up-on-relay-uk-calls",
      },
      check:
        "Ask everyone who answers your phone what they would do if a call began with a recorded message saying it was a Relay UK call; anyone who would hang up, or isn't sure, needs a two-minute briefing.",
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
      askedWhen: { premises: true },
      fix: {
        action:
          "Buy a portable counter loop, test it each morning with a loop listener, and display the ear-and-T sign where customers can see it.",
        impact: "high",
        quickSolution: "hearing-loop-missing-switched-off-or-not-signed",
      },
      check:
        "Look for a loop amplifier, usually a small box near the till or under the counter, and if you find one, switch it on and listen with a loop listener or ask a hearing aid user to try it on the T setting. Speech should come through clearly, without hum or crackle, wherever a customer stands to talk.",
      guide: {
        section: "communication",
        yes: "There is a hearing loop at our [counter or reception]; switch your hearing aid to the T setting.",
        partly:
          "There is a hearing loop at [where the loop is]; [anything to know, for example ask us to switch it on].",
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
        quickSolution: "jargon-in-leaflets-letters-and-web-pages",
        expertArticle: "Writing in plain language",
      },
      check:
        "Pick your three most-read documents and mark every sentence longer than about 20 words and every word your customers wouldn't use themselves. Then ask someone outside your business to find one fact in each, such as a price or a date, and watch where they hesitate.",
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
        quickSolution: "menus-and-forms-only-available-in-small-print",
      },
      check:
        "Check the font size in the file you print your menu or price list from: large print means 16 point or more, in a plain font with strong contrast on matt paper. Ask staff whether a large-print copy exists and where it is kept.",
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
        quickSolution: "letters-and-leaflets-with-no-easy-read-version",
      },
      check:
        "Choose the one document people most need to understand, such as a booking form, your prices or what happens at an appointment, and check whether it has one short idea to each sentence and a picture beside each point. If it doesn't, it isn't easy read yet, however clear the writing.",
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
        quickSolution: "no-plan-for-british-sign-language-users",
      },
      check:
        "Ask whoever arranges bookings whether they know where to find a registered BSL interpreter or a video interpreting service, how much notice each needs and what they charge. If nobody knows, spend half an hour finding out before the day someone asks.",
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
      askedWhen: { premises: true },
      fix: {
        action:
          "Turn music down, or off at quieter times, and move speakers away from the counter and where people sit and talk.",
        impact: "medium",
        quickSolution: "loud-background-music-in-the-cafe",
      },
      check:
        "At your busiest time, stand at the counter and then sit at a table and hold a conversation in a normal voice with someone a metre away; if either of you has to raise your voice or repeat yourself, it is too loud. A free sound meter app on a phone gives a rough reading you can compare from day to day.",
      guide: {
        section: "inside",
        yes: "We keep background music [low or off], so conversation is easy to hear.",
      },
    },
  ],
};
