/** Builds the site when the build is missing or older than its sources. */
export function buildIfStale(): void;
