// Known-good request bodies for every write route, for the hostile-input battery: each field is
// spoiled in turn while the others stay valid. A declared endpoint's is its declaration's
// `example` (shared/endpoints/); the forms' and the undeclared routes' are listed here.
import { areaById } from "../../shared/assessment/areas/index.ts";
import { ENDPOINTS } from "../../shared/endpoints/index.ts";

const storyText =
  "We put a portable ramp by the door and a bell at wheelchair height, and now our regulars who use wheelchairs come in without waiting outside for help.";

export const assessmentBody = () => ({
  businessType: "retail",
  businessSize: "2-9",
  focus: ["digital"],
  responses: Object.fromEntries(
    areaById("digital").questions.map((question) => [question.id, "yes"]),
  ),
});

const declared = Object.entries(ENDPOINTS as Record<string, { schema: object; example?: unknown }>);

/** A body each write route accepts; every write route must appear here or in BODYLESS. */
export const validBodies = (storyId: number): Record<string, Record<string, unknown>> => ({
  ...Object.fromEntries(
    declared.flatMap(([key, { example }]) => (example === undefined ? [] : [[key, example]])),
  ),
  "POST /api/admin/login": { username: "owner", password: "not the admin password" },
  "POST /api/admin/users": {
    username: "hostile.test",
    displayName: "Hostile Test",
    role: "editor",
  },
  "PATCH /api/admin/users/:id": { role: "contributor" },
  "POST /api/admin/users/:id/invite": { removePasskeys: false },
  "POST /api/admin/invites/:token": { password: "a fairly long and unusual passphrase" },
  "PATCH /api/admin/account": { displayName: "Owner of the site" },
  "POST /api/admin/account/password": {
    currentPassword: "not the current password",
    newPassword: "a fairly long and unusual passphrase",
  },
  "POST /api/admin/account/confirm": { password: "not the current password" },
  "POST /api/admin/tokens": { name: "Hostile test" },
  "POST /api/admin/passkeys": {
    name: "Laptop",
    response: { id: "abc", rawId: "abc", type: "public-key", response: { clientDataJSON: "e30" } },
  },
  "PATCH /api/admin/passkeys/:id": { name: "Renamed laptop" },
  "POST /api/admin/passkey-login": {
    response: { id: "abc", rawId: "abc", type: "public-key", response: { clientDataJSON: "e30" } },
  },
  "POST /api/assessments": assessmentBody(),
  "POST /self-assessment": { step: "about", action: "continue", businessType: "retail" },
  "POST /api/contact": {
    name: "Ada Visitor",
    email: "ada@example.org",
    organization: "The Corner Café",
    inquiryType: "other",
    message: "Do you have advice on quiet hours?",
    website: "",
  },
  "POST /api/community": {
    title: "Our ramp and bell",
    content: storyText,
    excerpt: "A ramp and a bell.",
    authorName: "Sam",
    authorEmail: "sam@example.org",
  },
  "PATCH /api/community/:id": { title: "A better title", content: storyText, excerpt: "Short." },
  "POST /api/community/bulk": { action: "unapprove", ids: [storyId] },
  "POST /api/admin/articles": {
    title: "Quiet hours that work",
    excerpt: "How to run a quiet hour your customers can rely on.",
    categoryId: 1,
    tags: ["sensory", "retail"],
    content: "## Why quiet hours help\n\nLower the music and dim the lights for one hour a week.",
  },
  "PATCH /api/admin/articles/:id": { title: "Quiet hours that really work" },
  "POST /api/admin/articles/:id/publish": { publishAt: "2099-05-01T09:00:00Z" },
  "POST /api/admin/news": {
    title: "Hearing loops in every library",
    excerpt: "The council fits a loop at every library desk.",
    category: "Venues",
    content: "Every library desk in the borough now has a hearing loop, tested each month.",
    sourceUrl: "https://www.example.org/loops",
    // A picture is an uploaded image (media/routes.test.ts); none here.
    imageUrl: null,
    isTopStory: false,
  },
  "PATCH /api/admin/news/:id": { title: "Hearing loops in every library desk" },
  "POST /api/admin/news/:id/publish": { publishAt: "2099-05-01T09:00:00Z" },
  // A public address written as an IP, so the address check needs no DNS.
  "POST /api/admin/news-sources": { url: "https://93.184.215.14/feed.xml", category: "Guidance" },
  "POST /api/news": {
    title: "New guidance on hearing loops",
    excerpt: "What the new guidance asks of shops.",
    content: "The guidance explains where loops help most and how to test them.",
    category: "Guidance",
    sourceUrl: "https://www.example.org/loops",
    isTopStory: true,
    publishedAt: "2026-05-01T09:00:00Z",
  },
});

/** Write routes that take no body. */
export const BODYLESS = new Set([
  ...declared.flatMap(([key, { schema }]) => ("body" in schema ? [] : [key])),
  "POST /api/admin/logout",
  "POST /api/admin/passkey-login/options",
  "POST /api/admin/passkeys/options",
  "POST /api/admin/account/sign-out-everywhere",
  "DELETE /api/admin/users/:id",
  "DELETE /api/admin/tokens/:id",
  "DELETE /api/admin/passkeys/:id",
  "POST /api/admin/articles/:id/unpublish",
  "POST /api/admin/articles/:id/revisions/:revisionId/restore",
  "POST /api/admin/news/:id/unpublish",
  "PATCH /api/contact-requests/:id/read",
  "PATCH /api/contact-requests/:id/unread",
  "POST /api/news/:id/mark-top-story",
  "POST /api/news/:id/unmark-top-story",
  "DELETE /api/news/:id",
  "DELETE /api/admin/news-sources/:id",
  "POST /api/admin/news-sources/:id/refresh",
  "POST /api/admin/notifications/:id/retry",
  "POST /api/admin/notifications/test",
  "POST /api/community/:id/like",
  "DELETE /api/community/:id/like",
  "POST /api/community/:id/approve",
  "POST /api/community/:id/unapprove",
  "POST /api/community/:id/move-to-expert",
  "DELETE /api/community/:id",
  "DELETE /api/assessments/:token",
  "POST /self-assessment/results/:token/delete",
  // A multipart upload: the battery's JSON bodies get 415; media/routes.test.ts spoils its parts.
  "POST /api/admin/media",
]);
