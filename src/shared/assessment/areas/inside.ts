import type { Area } from "../model.ts";

export const inside: Area = {
  id: "inside",
  title: "Inside the premises",
  intro: "Moving around, seeing where things are, and the facilities you offer.",
  questions: [
    {
      id: "inside.placeholder",
      text: "Is there a clear route at least 1.2 metres wide through the main areas?",
      hint: "Cluttered aisles stop wheelchair users and trip people with low vision.",
      primary: true,
      fix: {
        action: "Clear a 1.2 metre route through the main areas and keep it clear.",
        impact: "high",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Single step at the shop entrance" },
      },
    },
  ],
};
