// The names of a visitor's profile's parameters in the address (decision 043), apart from the
// reader (./profile.ts) so the route table, which every page loads, carries four words and no more.
export const PROFILE_PARAMS = ["chairWidthMm", "maxStepMm", "transfer", "needs"] as const;
