// The contact form's contract (docs/product.md#contact): one schema for the route and the form.
import { z } from "zod";
import {
  EMAIL_FORMAT_MESSAGE,
  HONEYPOT_FIELD,
  plainText,
  singleLine,
  timestamp,
} from "./common.ts";

export const INQUIRY_TYPES = [
  "accessibility-question",
  "solution-sharing",
  "news-story-suggestion",
  "general-inquiry",
  "book-inquiry",
  "partnership",
  "other",
] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = {
  "accessibility-question": "A question about accessibility",
  "solution-sharing": "Sharing a solution that worked",
  "news-story-suggestion": "Suggesting a news story",
  "general-inquiry": "General enquiry",
  "book-inquiry": "About the book",
  partnership: "Working together or partnership",
  other: "Something else",
};

export const CONTACT_LIMITS = { name: 100, email: 255, organization: 200, message: 5000 } as const;

export { HONEYPOT_FIELD } from "./common.ts";

const tooLong = (what: string, max: number) => `${what} must be ${max} characters or fewer`;

/** Blank optional answers become undefined, so "" and a missing field mean the same. */
const blankToUndefined = <T>(value: T | "" | undefined) => (value === "" ? undefined : value);

export const contactRequestInput = z.object({
  name: singleLine("Enter your name")
    .min(1, { error: "Enter your name", abort: true })
    .max(CONTACT_LIMITS.name, tooLong("Your name", CONTACT_LIMITS.name)),
  email: singleLine("Enter your e-mail address")
    .min(1, { error: "Enter your e-mail address", abort: true })
    .max(CONTACT_LIMITS.email, tooLong("Your e-mail address", CONTACT_LIMITS.email))
    .regex(z.regexes.email, EMAIL_FORMAT_MESSAGE),
  organization: singleLine()
    .max(CONTACT_LIMITS.organization, tooLong("Organisation", CONTACT_LIMITS.organization))
    .optional()
    .transform(blankToUndefined),
  inquiryType: z
    .enum([...INQUIRY_TYPES, ""], { error: "Choose one of the listed subjects" })
    .optional()
    .transform(blankToUndefined),
  message: plainText("Enter your message")
    .trim()
    .min(1, { error: "Enter your message", abort: true })
    .max(CONTACT_LIMITS.message, tooLong("Your message", CONTACT_LIMITS.message)),
  [HONEYPOT_FIELD]: z.string().max(1000).optional(),
});

/** What the form holds and sends. */
export type ContactRequestInput = z.input<typeof contactRequestInput>;
/** What the server stores, after trimming and blank-to-undefined. */
export type ContactRequest = z.output<typeof contactRequestInput>;

export const contactAccepted = z.object({ received: z.literal(true) });

/** The contact form's toasts. */
export const CONTACT_TOASTS = {
  success: {
    title: "Message sent successfully!",
    description: "We'll get back to you as soon as possible.",
  },
  failure: (email: string) => ({
    title: "Failed to send message",
    description: `Please try again or contact us directly at ${email}`,
  }),
} as const;

/** Anti-spam limit: messages per client address per hour. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;

/** A stored message as the admin sees it (a `contact_requests` row). */
export const contactRequestRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  organization: z.string().nullable(),
  inquiryType: z.string().nullable(),
  message: z.string(),
  status: z.string(),
  isRead: z.boolean(),
  createdAt: timestamp,
});
export type ContactRequestRecord = z.input<typeof contactRequestRecord>;
