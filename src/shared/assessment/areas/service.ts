import type { Area } from "../model.ts";

export const service: Area = {
  id: "service",
  title: "Customer service and staff",
  intro: "How your team welcomes and helps disabled customers.",
  questions: [
    {
      id: "service.placeholder",
      text: "Have your staff had disability awareness training in the last two years?",
      hint: "Confident staff make the biggest difference to a disabled customer's visit.",
      primary: true,
      fix: {
        action: "Book short disability awareness training for everyone who meets customers.",
        impact: "high",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Loud background music in the café" },
      },
    },
  ],
};
