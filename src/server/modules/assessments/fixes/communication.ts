import type { QuestionFixes } from "../../../../shared/assessment/model.ts";

export const communicationFixes: QuestionFixes = {
  "communication.contact-in-writing": {
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
  "communication.relay-uk": {
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
  "communication.hearing-loop": {
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
  "communication.plain-english": {
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
  "communication.large-print": {
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
  "communication.easy-read": {
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
  "communication.bsl-interpreter": {
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
  "communication.background-noise": {
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
};
