import type { QuestionFixes } from "../../../../shared/assessment/model.ts";

export const digitalFixes: QuestionFixes = {
  "digital.access-information": {
    fix: {
      action:
        "Publish the draft access guide from this assessment on your website, with the placeholders filled in and a photo of your entrance.",
      impact: "high",
      quickSolution: "no-access-information-for-visitors-planning-a-trip",
    },
    // Knowing what to expect before setting out is part of getting in.
    gettingIn: true,
    check:
      "On a phone, look at your website as if you were planning a first visit, and note whether you can find out about steps, the entrance door, parking, toilets and noise within a minute or two. Anything you can't find quickly, a visitor probably won't find either.",
  },
  "digital.alt-text": {
    fix: {
      action:
        "Add a short description to every image that carries information, and repeat any details shown in a picture, such as opening times, as real text.",
      impact: "high",
      quickSolution: "website-images-with-no-alt-text",
    },
    check:
      "Run your home page and booking pages through a free online accessibility checker, or switch on your phone's screen reader and listen, and note every image that is skipped, read out as a file name or described vaguely. Pay most attention to images that carry information, such as menus, maps, prices and opening times.",
  },
  "digital.keyboard": {
    fix: {
      action:
        "Try booking on your own site using only Tab, Enter and the arrow keys, note each place you get stuck, and ask your web provider to fix them.",
      impact: "high",
      quickSolution: "booking-system-that-can-t-be-used-with-a-keyboard-alone",
    },
    check:
      "Put the mouse away and try to make a booking or buy something using only Tab, Shift and Tab, Enter, Space and the arrow keys. Note every place where you get stuck, can't see where you are, or can't choose a date or an option.",
  },
  "digital.text-contrast": {
    fix: {
      action:
        "Check your text and button colours with a free contrast checker, and darken any that fall below a ratio of 4.5 to 1.",
      impact: "medium",
      quickSolution: "website-text-too-faint-to-read",
    },
    check:
      "Put your text and background colours into a free online contrast checker: ordinary text needs a ratio of at least 4.5 to 1, and large text and the edges of buttons at least 3 to 1. Check words laid over photos too, and look at the site on a phone outdoors.",
  },
  "digital.text-not-scans": {
    fix: {
      action:
        "Put the information straight onto a web page as ordinary text, or export the PDF as a tagged PDF from the original document.",
      impact: "high",
      quickSolution: "pdf-menus-and-price-lists-that-screen-readers-can-t-read",
    },
    check:
      "Open each menu, price list and form on your website and try to select a single word with your mouse, or by pressing and holding it on a phone. If you can't, it is a picture or a scan, and a screen reader can't read it either.",
  },
  "digital.video-captions": {
    fix: {
      action:
        "Switch on your video platform's automatic captions, then correct names and mistakes before you publish.",
      impact: "medium",
      quickSolution: "videos-posted-without-captions",
    },
    check:
      "Play your last few videos with the sound off and check that captions are there, are easy to switch on, and get names, prices and dates right. Automatic captions that nobody has checked often get exactly those wrong.",
  },
  "digital.social-media-text": {
    fix: {
      action:
        "Repeat the key details in the words of each post, and fill in the platform's alt text box for every image.",
      impact: "medium",
      quickSolution: "social-media-posts-with-text-inside-images",
    },
    check:
      "Scroll back through your last ten posts and cover each picture with your hand: if the words of the post alone don't give the offer, date, time or place, the key information is stuck in the image. Check too whether each image has alt text filled in.",
  },
  "digital.accessibility-statement": {
    fix: {
      action:
        "Write a short accessibility statement saying what works, what you know needs fixing and how to reach you another way, and link to it from every page.",
      impact: "low",
      quickSolution: "no-accessibility-statement-on-your-website",
      expertArticle: "Accessible websites and documents: where to begin",
    },
    check:
      "Look in your website's footer and menus for a page called 'Accessibility' or 'Accessibility statement'. If there is one, check that it says what you know doesn't work yet and gives a way to get the same information or service without the website.",
    guide: {
      section: "communication",
      yes: "If you find our website hard to use, our accessibility statement at [web address of the statement] explains how to get the same information another way.",
    },
  },
};
