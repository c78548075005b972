// A guide in review stays as its reviewer reads it: the words every refused change
// answers with, from the API and the manage page's forms alike.
export const IN_REVIEW_LOCKED =
  "Your guide is with our team. You can change it once they have looked at it.";

/** The public page and API of a guide the team took down. */
export const GUIDE_TAKEN_DOWN = "This access guide was taken off the site by the Real Access team.";
