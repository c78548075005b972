// Kept apart from the assessment's contract so the route table can check a token without loading
// the validation library on every page.

/** A self-assessment's results token: 32 base64url characters, 192 random bits. */
export const ASSESSMENT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
