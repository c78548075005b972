import type { Area } from "../model.ts";

export const employment: Area = {
  id: "employment",
  title: "Employment and policies",
  intro: "Recruiting, supporting disabled staff, and the policies behind them.",
  questions: [
    {
      id: "employment.placeholder",
      text: "Do your job adverts offer reasonable adjustments during recruitment?",
      hint: "Many disabled candidates won't apply unless they know adjustments are welcome.",
      primary: true,
      fix: {
        action: "Say in every advert that you make adjustments, and name a contact.",
        impact: "high",
        effort: "low",
        cost: "£",
        learnMore: {
          quickSolution: "Job adverts that list requirements the role doesn't really need",
        },
      },
    },
  ],
};
