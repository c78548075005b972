import type { QuestionFixes } from "../../../../shared/assessment/model.ts";

export const insideFixes: QuestionFixes = {
  "inside.clear-routes": {
    fix: {
      action:
        "Move displays, stock and spare chairs out of the main walkways, and add 'walkways clear' to your daily opening checks.",
      impact: "high",
      quickSolution: "aisles-and-walkways-too-narrow-or-cluttered",
      expertArticle: "Accessible premises on a small budget",
    },
    check:
      "At a busy time, with stock, chairs and queues where they usually are, walk your main routes with a tape measure and measure the narrowest points. A width of 1.2 metres lets a wheelchair user or someone with a companion pass comfortably, and 1.8 metres lets two wheelchair users pass each other.",
    guide: {
      section: "inside",
      yes: "Our main areas have clear routes at least 1.2 metres wide.",
      partly:
        "Most of our routes are at least 1.2 metres wide, but [where it is narrower] is about [narrowest width in centimetres]; [how we can make room, for example ask and we will move a table].",
    },
  },
  "inside.step-free-inside": {
    fix: {
      action:
        "For each area that needs stairs, offer the same service somewhere on the level, such as a ground-floor room or table, and say so in your access information.",
      impact: "high",
      quickSolution: "part-of-the-premises-only-reachable-by-stairs",
    },
    check:
      "Walk from the entrance to every area visitors use, including the toilets, the counter, fitting rooms and seating, and count the steps or changes of level on the way. Note which areas can only be reached by stairs, and whether what happens there is also on offer somewhere step-free.",
    guide: {
      section: "inside",
      yes: "All our public areas can be reached without steps.",
      partly:
        "[Which areas] can only be reached by [number of steps] steps; [what we offer instead, for example we will gladly serve you downstairs].",
      no: "Our [which areas] are up [number of steps] steps[, with a handrail]; [what we offer instead, for example a table on the ground floor].",
    },
  },
  // A finding: "No" says visitors have no toilet here, so nothing may advise on improving one;
  // the guide names the nearest accessible toilet instead.
  "inside.visitor-toilets": {
    fix: {
      impact: "high",
      quickSolution: "no-accessible-toilet",
    },
    check:
      "Check whether any toilet on your premises, including a staff toilet, can be offered to a customer who asks, and what stands in the way, such as stairs or a route through a kitchen.",
    guide: {
      section: "facilities",
      yes: "We have toilets for visitors [where they are].",
      no: "We have no toilets for visitors; the nearest accessible toilet is at [nearest accessible toilet, how far away, and whether it needs a Radar key].",
    },
  },
  "inside.accessible-toilet": {
    fix: {
      action:
        "Tell visitors honestly where the nearest accessible toilet is, ask a builder whether your own toilet could take grab rails, a lever tap or a wider door, and plan a full accessible toilet into your next refit.",
      impact: "high",
      quickSolution: "no-accessible-toilet",
      expertArticle: "Accessible premises on a small budget",
    },
    check:
      "Measure the room and its door: building guidance for a wheelchair-accessible toilet is a room about 1.5 by 2.2 metres, with an outward-opening door about 80 cm clear, grab rails, a lever tap and an alarm cord that reaches almost to the floor. Note which of these yours has, so you can describe it honestly rather than call it accessible.",
    guide: {
      section: "facilities",
      yes: "We have an accessible toilet [where it is], with a door [door width in centimetres] wide and transfer space on the [left, right or both sides].",
      partly:
        "Our toilet has [grab rails or other features] but is not a fully accessible toilet: [describe the door width and the space inside].",
      no: "We don't have an accessible toilet; the nearest one is at [nearest accessible toilet].",
    },
  },
  "inside.toilet-kept-clear": {
    fix: {
      action:
        "Clear the accessible toilet, untie the alarm cord so it hangs almost to the floor, and add both to your daily cleaning checks.",
      impact: "high",
      quickSolution: "accessible-toilet-used-as-a-storeroom",
    },
    check:
      "Look inside the accessible toilet at your busiest time and again at closing: nothing should be stored there, the space beside and in front of the toilet should be clear, and the red alarm cord should hang free to about 10 cm from the floor. Pull the cord once to check that staff hear the alarm and know how to answer and reset it.",
  },
  "inside.clear-signs": {
    fix: {
      action:
        "Replace small or pale signs with large, plain lettering, dark on light, with a symbol beside the words, at eye level.",
      impact: "medium",
      quickSolution: "signage-with-small-text-and-poor-colour-contrast",
    },
    check:
      "Walk to each place your signs point to, such as exits and any toilets, as a first-time visitor and, at each sign, note whether you can read it from a few steps away and whether it sits where you would look. Photograph each sign in black and white on your phone: if the words fade into the background, the contrast is too low.",
  },
  "inside.low-counter": {
    fix: {
      action:
        "Keep a hand-held card reader, or one on a long lead, and a clipboard for signing, so staff can come round to the customer.",
      impact: "medium",
      quickSolution: "counter-too-high-for-wheelchair-users",
    },
    check:
      "Measure the height of the counter where customers are served, then sit on a chair in front of it and try to see staff, sign a form and use the card reader. A lowered section about 76 cm high, with room for knees underneath, suits most people who are sitting.",
    guide: {
      section: "inside",
      yes: "Our [counter or reception desk] has a lowered section about [height in centimetres] high.",
      no: "Our [counter or reception desk] is high; [how we help, for example staff will come round to you with a hand-held card reader].",
    },
  },
  "inside.lighting": {
    fix: {
      action:
        "Replace any flickering tube or bulb now, and swap harsh fittings for diffused, flicker-free LEDs as they wear out.",
      impact: "medium",
      quickSolution: "flickering-or-harsh-overhead-lighting",
    },
    check:
      "Walk your public areas on a dull day with the lights on and look for tubes or bulbs that flicker or hum, dark patches, and glare off shiny floors, glass and spotlights. Stand where staff serve and check that their faces are well lit, as people who lipread need to see them clearly.",
  },
  "inside.quiet-space": {
    fix: {
      action:
        "Set aside a quiet corner or room with soft light and a comfortable chair, and make sure staff can offer it discreetly.",
      impact: "medium",
      quickSolution: "nowhere-quiet-to-take-a-break",
      expertArticle: "Creating sensory-friendly spaces",
    },
    check:
      "At a busy time, look for a corner or room away from the music, the till and the door where someone could sit undisturbed for ten minutes. Check that it has a seat and softer light, and ask staff whether they would know to offer it.",
    guide: {
      section: "facilities",
      yes: "If you need a break from noise, we have a quiet space [where it is, and how to ask for it].",
    },
  },
  // A finding: only a building of the kinds and sizes the guidance names is asked about its own.
  "inside.large-public-building": {
    fix: {
      impact: "high",
      quickSolution: "no-changing-places-toilet-and-no-word-on-where-to-find-one",
    },
    check:
      "Find your building's floor area on its lease or plans, and how many people it is designed or licensed to hold, and compare them with the kinds and sizes in the question. If you are still unsure, ask your local building control body.",
  },
  "inside.changing-places": {
    fix: {
      action:
        "Name the nearest Changing Places toilet, with its opening hours, in your access information now, and plan one of your own into your next major building work.",
      impact: "high",
      quickSolution: "no-changing-places-toilet-and-no-word-on-where-to-find-one",
    },
    check:
      "Find the nearest Changing Places toilet on the Changing Places map online and note its address and opening hours. If you are planning building work, ask your architect or building control body whether your building's size and use mean the building rules expect one.",
    guide: {
      section: "facilities",
      yes: "We have a Changing Places toilet [where it is], with a hoist and an adult-sized changing bench.",
      no: "For a Changing Places toilet, with a hoist and an adult-sized changing bench, the nearest is [nearest Changing Places toilet].",
    },
  },
};
