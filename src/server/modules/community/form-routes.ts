// The story form without JavaScript (docs/product.md#sharing-a-story): a plain post to the
// Community Stories tab, checked by the contract the API uses and kept to the same anti-spam rules
// (accept-story.ts), the signed time included: the server renders one into the form. A story
// taken redirects to the tab's confirmation, so a reload cannot send it twice; one that is not
// comes back on the page with everything typed kept, each problem in the error summary, or the
// refusal in the API's words. A refused time never loses the story: the form comes back with a
// time that will pass.
import formbody from "@fastify/formbody";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ADVICE_PAGE_PATH } from "../../../shared/advice-links.ts";
import {
  COMMUNITY_LIMITS,
  communityStoryInput,
  HONEYPOT_FIELD,
} from "../../../shared/contracts/community.ts";
import {
  POSTED_STORY_KEY,
  type PostedForm,
  STORY_FORM_ANCHOR,
  STORY_FORM_PAGE,
  STORY_SHARED_PARAM,
} from "../../../shared/posted-forms.ts";
import { PUBLIC } from "../../auth/access.ts";
import { fieldErrors, formBody, formBodyLimit, readFields } from "../../http/form-post.ts";
import type { RenderPage } from "../../render/pages.ts";
import { acceptStory, StoryRefused, type StoryRules } from "./accept-story.ts";
import { checkFormToken, issueFormToken } from "./form-token.ts";

const FIELDS = ["title", "content", "excerpt", "authorName", "authorEmail"] as const;

export const STORY_SHARED_ADDRESS = `${STORY_FORM_PAGE}&${STORY_SHARED_PARAM}=1#${STORY_FORM_ANCHOR}`;

export const storyFormRoutes: FastifyPluginAsyncZod<
  StoryRules & { renderPage: RenderPage }
> = async (app, { renderPage, ...rules }) => {
  // Form bodies are parsed here only: every API route still takes JSON alone.
  await app.register(formbody);

  /**
   * The time to send the form back with: the one it came with while that can still pass (one
   * refused as too fast passes in a moment, as the page says), else a new one.
   */
  const tokenToKeep = (sent: string | undefined) => {
    const verdict =
      sent === undefined
        ? "invalid"
        : checkFormToken(rules.secret, sent, rules.now(), rules.config.FORM_TOKEN_MIN_AGE_MS);
    return sent && (verdict === "ok" || verdict === "too-fast")
      ? sent
      : issueFormToken(rules.secret, rules.now());
  };

  app.post(
    ADVICE_PAGE_PATH,
    {
      config: PUBLIC,
      bodyLimit: formBodyLimit(Object.values(COMMUNITY_LIMITS).reduce((sum, n) => sum + n, 0)),
      schema: { body: formBody },
    },
    async (request, reply) => {
      // The honeypot is read, never sent back: a bot's words do not belong in a page.
      const values = readFields(request.body, FIELDS);
      const { formToken } = readFields(request.body, ["formToken"]);
      const checked = communityStoryInput.safeParse({
        ...values,
        ...readFields(request.body, [HONEYPOT_FIELD, "formToken"]),
      });
      let posted: PostedForm = { values, errors: {}, refusal: null };
      let status = 400;
      if (!checked.success) {
        posted = { ...posted, errors: fieldErrors(checked.error) };
      } else {
        try {
          await acceptStory(rules, request, checked.data);
          return reply.redirect(STORY_SHARED_ADDRESS, 303);
        } catch (error) {
          if (!(error instanceof StoryRefused)) throw error;
          posted = { ...posted, refusal: error.message };
          status = error.statusCode;
        }
      }
      posted.values = { ...posted.values, formToken: tokenToKeep(formToken) };
      // The tab with the form, whatever address the post came to.
      return renderPage(request, reply, {
        url: STORY_FORM_PAGE,
        initialData: [{ queryKey: POSTED_STORY_KEY, data: posted }],
        status,
        title: (title) => `Error: ${title}`,
      });
    },
  );
};
