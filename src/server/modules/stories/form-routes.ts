// The story form without JavaScript (docs/product.md#sharing-a-story): a plain post to the
// Community Stories tab, declared with POST /api/community (shared/endpoints/stories.ts) and
// kept to the same anti-spam rules (accept-story.ts), the signed time included: the server renders
// one into the form. A story taken redirects to the tab's confirmation; one that is not comes back
// on the tab with everything typed kept, each problem in the error summary, or the refusal in the
// API's words. A refused time never loses the story: the form comes back with a time that will pass.
import formbody from "@fastify/formbody";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  STORY_FORM_ANCHOR,
  STORY_FORM_PAGE,
  STORY_SHARED_PARAM,
} from "../../../shared/posted-forms.ts";
import { formRoute } from "../../render/form-route.ts";
import type { RenderPage } from "../../render/pages.ts";
import { acceptStory, type StoryRules } from "./accept-story.ts";
import { formTokenToKeep } from "./form-token.ts";

export const STORY_SHARED_ADDRESS = `${STORY_FORM_PAGE}&${STORY_SHARED_PARAM}=1#${STORY_FORM_ANCHOR}`;

export const storyFormRoutes: FastifyPluginAsyncZod<
  StoryRules & { renderPage: RenderPage }
> = async (app, { renderPage, ...rules }) => {
  // Form bodies are parsed here only: every API route still takes JSON alone.
  await app.register(formbody);

  const tokenToKeep = (sent: string | undefined) =>
    formTokenToKeep(rules.secret, sent, rules.now(), rules.config.FORM_TOKEN_MIN_AGE_MS);

  app.route(
    formRoute("POST /api/community", renderPage, {
      run: (request, story) => acceptStory(rules, request, story),
      redirect: () => STORY_SHARED_ADDRESS,
      keep: (values) => ({ ...values, formToken: tokenToKeep(values.formToken) }),
    }),
  );
};
