import type { Area } from "../model.ts";

export const communication: Area = {
  id: "communication",
  title: "Communication and information",
  intro: "How people reach you, read your information and hear what you say.",
  questions: [
    {
      id: "communication.placeholder",
      text: "Can people contact you by e-mail or text as well as by phone?",
      hint: "Deaf people and many autistic people cannot use the phone.",
      primary: true,
      fix: {
        action: "Add an e-mail address and a mobile number that takes texts.",
        impact: "high",
        effort: "low",
        cost: "£",
        learnMore: { quickSolution: "Phone number as the only way to get in touch" },
      },
    },
  ],
};
