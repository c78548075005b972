// The quick solutions written for the self-assessment's fixes: no release before migration
// 0018 seeded them, so the migration tests leave them out of "what an older release seeded".
export const ADDED_IN_0018 = new Set([
  "jargon-in-leaflets-letters-and-web-pages",
  "no-accessibility-statement-on-your-website",
  "no-written-policy-on-treating-disabled-people-fairly",
  "aisles-and-walkways-too-narrow-or-cluttered",
  "no-accessible-toilet",
  "nowhere-quiet-to-take-a-break",
  "staff-never-trained-in-disability-awareness",
  "visitors-not-told-how-to-ask-for-help",
  "no-plan-for-helping-disabled-visitors-out-in-an-emergency",
]);
