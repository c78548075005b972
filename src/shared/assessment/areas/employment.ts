import { type Area, WITH_STAFF } from "../model.ts";

export const employment: Area = {
  id: "employment",
  title: "Employment and policies",
  intro:
    "How you recruit, how you support disabled staff once they join, and the written policies behind it.",
  questions: [
    {
      id: "employment.adverts-welcome-adjustments",
      text: "Do your job adverts say that you will make reasonable adjustments during recruitment?",
      hint: "Many disabled candidates won't apply unless they know adjustments are welcome, so you never see their skills.",
      definitions: [
        {
          term: "reasonable adjustments",
          meaning:
            "Changes to how you do things, to the workplace or to the support you give, so a disabled person is not at a disadvantage; in Great Britain the Equality Act 2010 requires them, and in Northern Ireland the Disability Discrimination Act 1995.",
        },
      ],
      primary: true,
    },
    {
      id: "employment.interview-adjustments",
      text: "Do you ask every candidate whether anything would help them at interview?",
      hint: "Autistic candidates and people with dyslexia, anxiety, a stammer or sight or hearing loss may have exactly the skills you need but struggle to show them in a standard interview.",
      primary: true,
    },
    {
      id: "employment.asking-for-adjustments",
      text: "Do your staff know how to ask for an adjustment at work?",
      hint: "Staff with hidden conditions often struggle in silence, until it affects their health or they leave, if they don't know that asking is safe and who to ask.",
      primary: true,
      askedWhen: { sizes: WITH_STAFF },
    },
    {
      id: "employment.equality-policy",
      text: "Do you have a written policy on how you treat disabled people fairly?",
      hint: "A short written policy tells staff what is expected of them, and shows disabled customers and colleagues that you have thought about them in advance.",
      primary: true,
    },
    {
      id: "employment.essential-requirements",
      text: "Do you check that every requirement in a job description is really needed for the job?",
      hint: "Asking for a driving licence, heavy lifting or standing all day when the job doesn't need it quietly screens out disabled candidates.",
      primary: false,
    },
    {
      id: "employment.access-to-work",
      text: "Do you tell disabled staff about Access to Work?",
      hint: "Access to Work can pay for support that would be too costly for a small employer alone, but many disabled people have never heard of it.",
      definitions: [
        {
          term: "Access to Work",
          meaning:
            "A government scheme that can pay towards equipment, a support worker, travel or mental health support that a disabled person needs at work.",
        },
      ],
      primary: false,
      askedWhen: { sizes: WITH_STAFF },
    },
    {
      id: "employment.flexible-working",
      text: "Do you consider flexible hours or home working when a disabled employee asks for them?",
      hint: "For some disabled staff, the commute, a noisy workplace or unpredictable symptoms make fixed hours on site exhausting, and flexible working keeps them in work.",
      primary: false,
      askedWhen: { sizes: WITH_STAFF },
    },
    {
      id: "employment.disability-confident",
      text: "Have you signed up to the Disability Confident scheme?",
      hint: "It is a clear, public sign to disabled jobseekers and staff that you want them, and it gives you a simple framework to build on.",
      definitions: [
        {
          term: "Disability Confident",
          meaning:
            "A government scheme that helps employers recruit and keep disabled people, in three levels (Committed, Employer and Leader), all of them free.",
        },
      ],
      primary: false,
    },
  ],
};
