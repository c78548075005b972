// Community stories (docs/product.md#community-stories, #sharing-a-story, #likes and
// #moderating-stories): visitors list, read, submit and like them; moderators see every story,
// approve, edit, delete, return (with a reason for the author) and promote them. A new story waits for review, so it changes no page until
// it is approved; a like changes only the like counts.
import { enrichedFor, PUBLIC, requires } from "../access.ts";
import { ADVICE_PAGE_PATH } from "../advice-links.ts";
import { publicArticle } from "../contracts/articles.ts";
import { errorResponse, idParams, noContent } from "../contracts/common.ts";
import {
  adminStory,
  adminStoryList,
  bulkModerationInput,
  bulkModerationResult,
  formTokenAnswer,
  HONEYPOT_FIELD,
  likeResult,
  likeStatus,
  publicStory,
  publicStoryList,
  STORY_LIMITS,
  storyEdit,
  storyInput,
  storyListQuery,
  storyRejection,
  submittedStory,
} from "../contracts/stories.ts";
import { declareArea, declareEndpoints, formBodyLimit, NOTHING } from "../endpoint.ts";
import {
  LIKE_FORM_PAGE,
  LIKE_RETURN_FIELD,
  LIKE_RETURN_MAX,
  POSTED_STORY_KEY,
  STORY_FORM_PAGE,
} from "../posted-forms.ts";

const moderate = requires("moderate-stories");
const STORY = ["story"] as const;
const storyText =
  "We put a portable ramp by the door and a bell at wheelchair height, and now our regulars who use wheelchairs come in without waiting outside for help.";

/** Liking or unliking: anyone, a few times a minute; each endpoint its own declaration. */
const like = () => ({
  access: PUBLIC,
  changes: ["likes"] as const,
  schema: {
    params: idParams,
    response: { 200: likeResult, 404: errorResponse, 429: errorResponse },
  },
});
/** Approving or unapproving: each endpoint its own declaration. */
const approval = () => ({
  access: moderate,
  changes: STORY,
  schema: { params: idParams, response: { 200: adminStory, 404: errorResponse } },
});

export const storyArea = declareArea(
  "stories",
  "Community stories: sending one in, liking them, and the team's moderation.",
);

export const storyEndpoints = declareEndpoints({
  // The response schema is the public one, so a visitor's answer cannot carry an e-mail whatever
  // the handler returns; only a moderator's answer is serialized as the admin list.
  "GET /api/community": {
    access: enrichedFor("moderate-stories"),
    schema: {
      querystring: storyListQuery,
      response: { 200: publicStoryList, 400: errorResponse, 401: errorResponse },
    },
    enrichedResponse: {
      status: 200,
      schema: adminStoryList,
      description:
        "Visitors get the approved stories (the first shape); the admin gets every story, with its moderation state and the author's e-mail (the second).",
    },
  },
  "GET /api/community/:id": {
    access: PUBLIC,
    schema: { params: idParams, response: { 200: publicStory, 404: errorResponse } },
  },
  "GET /api/community/form-token": {
    access: PUBLIC,
    schema: { response: { 200: formTokenAnswer } },
  },
  "POST /api/community": {
    access: PUBLIC,
    changes: NOTHING,
    schema: {
      body: storyInput,
      response: { 201: submittedStory, 400: errorResponse, 429: errorResponse },
    },
    example: {
      title: "Our ramp and bell",
      content: storyText,
      excerpt: "A ramp and a bell.",
      authorName: "Sam",
      authorEmail: "sam@example.org",
    },
    // The Community Stories tab's form; a refused story comes back on that tab.
    form: {
      page: ADVICE_PAGE_PATH,
      fields: [
        "title",
        "content",
        "excerpt",
        "authorName",
        "authorEmail",
        HONEYPOT_FIELD,
        "formToken",
      ],
      example: {
        title: "Our ramp and bell",
        content: storyText,
        excerpt: "",
        authorName: "Sam",
        authorEmail: "sam@example.org",
        [HONEYPOT_FIELD]: "",
      },
      posted: POSTED_STORY_KEY,
      renderAt: STORY_FORM_PAGE,
      bodyLimit: formBodyLimit(Object.values(STORY_LIMITS).reduce((sum, n) => sum + n, 0)),
    },
  },
  "GET /api/community/:id/liked": {
    access: PUBLIC,
    schema: { params: idParams, response: { 200: likeStatus, 404: errorResponse } },
  },
  // The like button without JavaScript: a form carrying the page to go back to.
  "POST /api/community/:id/like": {
    ...like(),
    form: {
      page: LIKE_FORM_PAGE,
      params: idParams,
      fields: [LIKE_RETURN_FIELD],
      example: { [LIKE_RETURN_FIELD]: STORY_FORM_PAGE },
      bodyLimit: formBodyLimit(LIKE_RETURN_MAX),
    },
  },
  "DELETE /api/community/:id/like": like(),

  "POST /api/community/:id/approve": approval(),
  "POST /api/community/:id/unapprove": approval(),
  // 201 with the new expert article; 200 with the same one when promoted before.
  "POST /api/community/:id/move-to-expert": {
    access: moderate,
    changes: ["story", "article"],
    schema: {
      params: idParams,
      response: { 200: publicArticle, 201: publicArticle, 404: errorResponse },
    },
  },
  "DELETE /api/community/:id": {
    access: moderate,
    changes: STORY,
    schema: { params: idParams, response: { 204: noContent, 404: errorResponse } },
  },
  // The reason is e-mailed to the author through the outbox, then the story is deleted.
  "POST /api/community/:id/reject": {
    access: moderate,
    changes: STORY,
    schema: {
      params: idParams,
      body: storyRejection,
      response: { 204: noContent, 400: errorResponse, 404: errorResponse },
      summary: "Return a story to its author with a reason",
      description:
        "E-mails the reason to the story's author, through the outbox, and deletes the story.",
    },
    example: { reason: "Thank you. Please leave out your customer's name, then send it again." },
  },
  "PATCH /api/community/:id": {
    access: moderate,
    changes: STORY,
    schema: {
      params: idParams,
      body: storyEdit,
      response: { 200: adminStory, 404: errorResponse },
    },
    example: { title: "A better title", content: storyText, excerpt: "Short." },
  },
  "POST /api/community/bulk": {
    access: moderate,
    changes: STORY,
    schema: { body: bulkModerationInput, response: { 200: bulkModerationResult } },
    example: { action: "unapprove", ids: [1] },
  },
});
