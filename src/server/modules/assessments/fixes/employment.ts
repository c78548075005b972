import type { QuestionFixes } from "../../../../shared/assessment/model.ts";

export const employmentFixes: QuestionFixes = {
  "employment.adverts-welcome-adjustments": {
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
  "employment.interview-adjustments": {
    fix: {
      action:
        "Add one question to every interview invitation: 'Is there anything we can do to make the interview work better for you?', and act on the answer without asking for proof.",
      impact: "high",
      quickSolution: "interviews-that-rely-on-quick-answers-under-pressure",
    },
    check:
      "Look at the last interview invitation you sent and see whether it asked, in plain words, whether anything would help the candidate at interview. Check too that it said who they would meet, where, and for how long, as that lets people judge what to ask for.",
  },
  "employment.asking-for-adjustments": {
    fix: {
      action:
        "Write a short note on how to ask for an adjustment, who to speak to and that it will be kept confidential, and go through it at every induction.",
      impact: "high",
      quickSolution: "staff-with-hidden-conditions-not-offered-adjustments",
    },
    check:
      "Ask two or three staff, privately, whether they would know who to go to for an adjustment at work and whether they would feel safe asking. Then look for where your handbook or induction tells them.",
  },
  "employment.equality-policy": {
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
  "employment.essential-requirements": {
    fix: {
      action:
        "Before the next advert goes out, check each requirement against what the job involves day to day, and cut or soften anything that isn't essential.",
      impact: "medium",
      quickSolution: "job-adverts-that-list-requirements-the-role-doesn-t-really-need",
    },
    check:
      "Take your most recent job description and, beside each requirement, write when in a normal week the job actually needs it. Any requirement you can't tie to a real task, such as a driving licence for a job that never involves driving, should go or become 'desirable'.",
  },
  "employment.access-to-work": {
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
  "employment.flexible-working": {
    fix: {
      action:
        "Look at each request on its merits, work out which tasks really need someone on site, and offer a trial period with regular check-ins.",
      impact: "high",
      quickSolution: "remote-working-requests-turned-down-without-real-thought",
    },
    check:
      "Think back over the last few requests for different hours or home working and note whether each was looked at on its merits, with the reason for the answer written down. For each role, list which tasks really need someone on site.",
  },
  "employment.disability-confident": {
    fix: {
      action:
        "Sign up online at the first level, Disability Confident Committed, and show its badge on your job adverts; like the two levels above it, it costs nothing.",
      impact: "medium",
      quickSolution: "no-sign-to-disabled-jobseekers-that-they-re-welcome",
    },
    check:
      "Search the list of Disability Confident employers on GOV.UK for your business's name, as someone may have signed up before you. If you are on it, note your level and when your membership runs out, as it lasts three years.",
  },
};
