import type { Area } from "../model.ts";

export const digital: Area = {
  id: "digital",
  title: "Website and digital",
  intro:
    "Your website, online booking and ordering, social media and the documents you share online.",
  questions: [
    {
      id: "digital.access-information",
      text: "Does your website tell visitors about access to your premises, such as steps, parking and toilets?",
      hint: "Many disabled people plan a visit carefully before they leave home; if they can't find out what to expect, they often don't risk coming.",
      primary: true,
      askedWhen: { premises: true },
    },
    {
      id: "digital.alt-text",
      text: "Does every meaningful image on your website have alt text?",
      hint: "Screen reader users hear nothing useful, or just a file name, from an image without a text alternative, and miss anything the picture shows.",
      definitions: [
        {
          term: "alt text",
          meaning:
            "A short written description of an image, read aloud by screen readers and shown if the image doesn't load.",
        },
      ],
      primary: true,
    },
    {
      id: "digital.keyboard",
      text: "Can every part of your website, including booking or buying, be used with a keyboard alone?",
      hint: "People who can't use a mouse, because of limited hand movement, a tremor or sight loss, rely on the keyboard or on switches that work like one.",
      primary: true,
    },
    {
      id: "digital.text-contrast",
      text: "Does the text on your website stand out clearly from its background?",
      hint: "Pale grey text, or words laid over photos, are hard to read for people with low vision, colour blindness or dyslexia, and for anyone on a phone in bright sun.",
      primary: true,
    },
    {
      id: "digital.text-not-scans",
      text: "Are the menus, price lists and forms on your website published as real text, not as scans or pictures?",
      hint: "A scanned PDF or a photo of a menu is blank to a screen reader, and blurs when someone with low vision enlarges it on a phone.",
      primary: true,
    },
    {
      id: "digital.video-captions",
      text: "Do the videos you publish have accurate captions?",
      hint: "Deaf and hard of hearing people miss everything spoken in a video without captions, and so does anyone watching with the sound off.",
      definitions: [
        {
          term: "captions",
          meaning:
            "On-screen text of what is said, and of other important sounds, timed to match the video.",
        },
      ],
      primary: false,
    },
    {
      id: "digital.social-media-text",
      text: "When you post an image on social media, do you also write its key information in the post itself?",
      hint: "Offers, dates and event details that exist only inside a graphic can't be read by screen readers, and are hard to zoom for people with low vision.",
      primary: false,
    },
    {
      id: "digital.accessibility-statement",
      text: "Does your website have an accessibility statement?",
      hint: "It tells disabled people what to expect from your site and, most importantly, how to get the same information or service another way if they get stuck.",
      definitions: [
        {
          term: "accessibility statement",
          meaning:
            "A page saying how accessible your website is, what you know still needs fixing, and how to get help or information in another way.",
        },
      ],
      primary: false,
    },
  ],
};
