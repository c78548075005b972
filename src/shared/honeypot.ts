// The hidden anti-spam field of the public forms: people never see it, so anything in it came from
// a bot. Free of zod, so a public page's form can name it without loading the validation library.
export const HONEYPOT_FIELD = "website";
