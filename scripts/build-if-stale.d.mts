/** Builds the site when the build is missing or was made from other sources. */
export function buildIfStale(): void;
