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
      fix: {
        action:
          "Add a line to every advert saying you are happy to make adjustments at any stage, with the name of someone to contact and more than one way to reach them.",
        impact: "high",
        quickSolution: "no-sign-to-disabled-jobseekers-that-they-re-welcome",
        expertArticle: "Inclusive recruitment: finding talent you are missing",
      },
      check:
        "Read your last two or three job adverts and application packs and look for a sentence saying you will make adjustments at any stage of recruitment, with a named person and more than one way to contact them.",
    },
    {
      id: "employment.interview-adjustments",
      text: "Do you ask every candidate whether anything would help them at interview?",
      hint: "Autistic candidates and people with dyslexia, anxiety, a stammer or sight or hearing loss may have exactly the skills you need but struggle to show them in a standard interview.",
      primary: true,
      fix: {
        action:
          "Add one question to every interview invitation: 'Is there anything we can do to make the interview work better for you?', and act on the answer without asking for proof.",
        impact: "high",
        quickSolution: "interviews-that-rely-on-quick-answers-under-pressure",
      },
      check:
        "Look at the last interview invitation you sent and see whether it asked, in plain words, whether anything would help the candidate at interview. Check too that it said who they would meet, where, and for how long, as that lets people judge what to ask for.",
    },
    {
      id: "employment.asking-for-adjustments",
      text: "Do your staff know how to ask for an adjustment at work?",
      hint: "Staff with hidden conditions often struggle in silence, until it affects their health or they leave, if they don't know that asking is safe and who to ask.",
      primary: true,
      askedWhen: { sizes: WITH_STAFF },
      fix: {
        action:
          "Write a short note on how to ask for an adjustment, who to speak to and that it will be kept confidential, and go through it at every induction.",
        impact: "high",
        quickSolution: "staff-with-hidden-conditions-not-offered-adjustments",
      },
      check:
        "Ask two or three staff, privately, whether they would know who to go to for an adjustment at work and whether they would feel safe asking. Then look for where your handbook or induction tells them.",
    },
    {
      id: "employment.equality-policy",
      text: "Do you have a written policy on how you treat disabled people fairly?",
      hint: "A short written policy tells staff what is expected of them, and shows disabled customers and colleagues that you have thought about them in advance.",
      primary: true,
      fix: {
        action:
          "Write a one-page policy on how you welcome disabled customers and support disabled staff, and go through it with every member of your team.",
        impact: "medium",
        quickSolution: "no-written-policy-on-treating-disabled-people-fairly",
        expertArticle: "Reasonable adjustments and the Equality Act 2010",
      },
      check:
        "Look through your staff handbook, induction notes and website for anything in writing about how you welcome disabled customers and support disabled staff. Ask a couple of staff whether they have read it and what it asks of them.",
    },
    {
      id: "employment.essential-requirements",
      text: "Do you check that every requirement in a job description is really needed for the job?",
      hint: "Asking for a driving licence, heavy lifting or standing all day when the job doesn't need it quietly screens out disabled candidates.",
      primary: false,
      fix: {
        action:
          "Before the next advert goes out, check each requirement against what the job involves day to day, and cut or soften anything that isn't essential.",
        impact: "medium",
        quickSolution: "job-adverts-that-list-requirements-the-role-doesn-t-really-need",
      },
      check:
        "Take your most recent job description and, beside each requirement, write when in a normal week the job actually needs it. Any requirement you can't tie to a real task, such as a driving licence for a job that never involves driving, should go or become 'desirable'.",
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
      fix: {
        action:
          "Mention Access to Work at every induction and whenever someone talks to you about adjustments, and offer to help with the application.",
        impact: "medium",
        quickSolution: "staff-with-hidden-conditions-not-offered-adjustments",
        expertArticle: "Supporting colleagues with hidden disabilities",
      },
      check:
        "Look at your induction checklist and staff handbook for any mention of Access to Work, and ask your managers whether they could explain what it is. If neither does, your staff are unlikely to have heard of it.",
    },
    {
      id: "employment.flexible-working",
      text: "Do you consider flexible hours or home working when a disabled employee asks for them?",
      hint: "For some disabled staff, the commute, a noisy workplace or unpredictable symptoms make fixed hours on site exhausting, and flexible working keeps them in work.",
      primary: false,
      askedWhen: { sizes: WITH_STAFF },
      fix: {
        action:
          "Look at each request on its merits, work out which tasks really need someone on site, and offer a trial period with regular check-ins.",
        impact: "high",
        quickSolution: "remote-working-requests-turned-down-without-real-thought",
      },
      check:
        "Think back over the last few requests for different hours or home working and note whether each was looked at on its merits, with the reason for the answer written down. For each role, list which tasks really need someone on site.",
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
      fix: {
        action:
          "Sign up online at the first level, Disability Confident Committed, and show its badge on your job adverts; like the two levels above it, it costs nothing.",
        impact: "medium",
        quickSolution: "no-sign-to-disabled-jobseekers-that-they-re-welcome",
      },
      check:
        "Search the list of Disability Confident employers on GOV.UK for your business's name, as someone may have signed up before you. If you are on it, note your level and when your membership runs out, as it lasts three years.",
    },
  ],
};
