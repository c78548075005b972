import type { Area } from "../model.ts";

export const digital: Area = {
  id: "digital",
  title: "Website and digital",
  intro: "Your website, online booking and the documents you share.",
  questions: [
    {
      id: "digital.placeholder",
      text: "Does every meaningful image on your website have alt text?",
      hint: "Screen reader users hear nothing useful from an image without a text alternative.",
      primary: true,
      fix: {
        action: "Add short alt text to every meaningful image.",
        impact: "high",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Website images with no alt text" },
      },
    },
  ],
};
