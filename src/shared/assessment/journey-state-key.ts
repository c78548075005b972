// Kept apart from the journey's rules so the route table can name it without loading the
// question bank on every page.

/** The cache key under which the server hands a posted step's state to the page it renders. */
export const JOURNEY_STATE_KEY = ["self-assessment:journey"] as const;
