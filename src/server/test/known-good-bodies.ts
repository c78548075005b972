// Known-good request bodies for every write route, for the hostile-input battery: each field is
// spoiled in turn while the others stay valid. A declared endpoint's is its declaration's
// `example` (shared/endpoints/); the forms' and the undeclared routes' are listed here.
import { ENDPOINTS } from "../../shared/endpoints/index.ts";

/** Answers the self-assessment accepts: its declaration's example. */
export const assessmentBody = () => structuredClone(ENDPOINTS["POST /api/assessments"].example);

const storyText =
  "We put a portable ramp by the door and a bell at wheelchair height, and now our regulars who use wheelchairs come in without waiting outside for help.";

const declared = Object.entries(ENDPOINTS as Record<string, { schema: object; example?: unknown }>);

/** A body each write route accepts; every write route must appear here or in BODYLESS. */
export const validBodies = (): Record<string, Record<string, unknown>> => ({
  ...Object.fromEntries(
    declared.flatMap(([key, { example }]) => (example === undefined ? [] : [[key, example]])),
  ),
  "POST /self-assessment": { step: "about", action: "continue", businessType: "retail" },
  // The contact and story forms sent without JavaScript, as a browser sends their fields.
  "POST /contact": {
    name: "Ada Visitor",
    email: "ada@example.org",
    organization: "The Corner Café",
    inquiryType: "other",
    message: "Do you have advice on quiet hours?",
    website: "",
  },
  "POST /advice-and-solutions": {
    title: "Our ramp and bell",
    content: storyText,
    excerpt: "",
    authorName: "Sam",
    authorEmail: "sam@example.org",
    website: "",
  },
  // A story's like sent without JavaScript: the page to go back to.
  "POST /advice-and-solutions/stories/:id/like": {
    returnTo: "/advice-and-solutions?tab=community-stories",
  },
});

/** Write routes that take no body. */
export const BODYLESS = new Set([
  ...declared.flatMap(([key, { schema }]) => ("body" in schema ? [] : [key])),
  "POST /self-assessment/results/:token/delete",
]);
