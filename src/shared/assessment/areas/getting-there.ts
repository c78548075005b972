import type { Area } from "../model.ts";

export const gettingThere: Area = {
  id: "getting-there",
  title: "Getting there and getting in",
  intro: "How visitors find you, arrive and get through the door.",
  questions: [
    {
      id: "getting-there.placeholder",
      text: "Is your main entrance step-free?",
      hint: "Even one step can stop a wheelchair user or a parent with a pushchair.",
      primary: true,
      fix: {
        action: "Keep a portable ramp by the door and a bell to ask for it.",
        impact: "high",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Single step at the shop entrance" },
      },
    },
  ],
};
