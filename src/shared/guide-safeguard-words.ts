// The words of a guide's safeguards (decision 036), the same from the API, the server's forms and
// the manage page. Kept out of shared/access-guides/, whose table of facts the directory and every
// guide page load (build/chunk-plan.ts): only the manage page needs these.

export const IN_REVIEW_LOCKED =
  "Your guide is with our team. You can change it once they have looked at it.";

/** The public page and API of a guide the team took down. */
export const GUIDE_TAKEN_DOWN = "This access guide was taken off the site by the Real Access team.";
