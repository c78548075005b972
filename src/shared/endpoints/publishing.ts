// Every kind written in the admin has the same endpoints under its own base
// (../publishing-kinds.ts): its list and count of pieces in review, one piece, its drafts and saves,
// publishing now or at a time, taking down, asking for a review and sending back, and the revisions
// kept by every save (docs/product.md#writing-articles). One function declares them for a kind
// from that kind's contracts; the server registers them all with one route set
// (server/modules/publishing/routes.ts).
import type { z } from "zod";
import { requires } from "../access.ts";
import type { Area } from "../content-kinds.ts";
import {
  ARTICLE_TEXT_MAX,
  adminArticle,
  adminArticleList,
  articleCreateInput,
  articlePatchInput,
  articleRevisionList,
} from "../contracts/article-publishing.ts";
import { errorResponse, idParams } from "../contracts/common.ts";
import {
  adminNewsItem,
  adminNewsList,
  NEWS_TEXT_MAX,
  newsCreateInput,
  newsPatchInput,
  newsRevisionList,
} from "../contracts/news.ts";
import {
  checksRefusal,
  publishInput,
  reviewCount,
  revisionParams,
  sendBackInput,
} from "../contracts/publishing.ts";
import { declareArea, declareEndpoints, jsonBodyLimit, NOTHING } from "../endpoint.ts";
import { PUBLISHING_KINDS } from "../publishing-kinds.ts";

/** A kind's contracts, and bodies its create and save accept (the API reference's examples). */
interface KindContracts<List, Item, Create, Patch, Revisions> {
  list: List;
  item: Item;
  create: Create;
  patch: Patch;
  revisions: Revisions;
  /** The most characters a piece's text fields hold between them. */
  textMax: number;
  createExample: unknown;
  patchExample: unknown;
}

/** Each endpoint's name here, and its method and path under the kind's base. */
type Keys<Base extends string> = {
  list: `GET ${Base}`;
  reviewCount: `GET ${Base}/review-count`;
  create: `POST ${Base}`;
  one: `GET ${Base}/:id`;
  save: `PATCH ${Base}/:id`;
  publish: `POST ${Base}/:id/publish`;
  unpublish: `POST ${Base}/:id/unpublish`;
  submit: `POST ${Base}/:id/submit`;
  sendBack: `POST ${Base}/:id/send-back`;
  revisions: `GET ${Base}/:id/revisions`;
  restore: `POST ${Base}/:id/revisions/:revisionId/restore`;
};

const keysOf = <Base extends string>(base: Base): Keys<Base> => ({
  list: `GET ${base}`,
  reviewCount: `GET ${base}/review-count`,
  create: `POST ${base}`,
  one: `GET ${base}/:id`,
  save: `PATCH ${base}/:id`,
  publish: `POST ${base}/:id/publish`,
  unpublish: `POST ${base}/:id/unpublish`,
  submit: `POST ${base}/:id/submit`,
  sendBack: `POST ${base}/:id/send-back`,
  revisions: `GET ${base}/:id/revisions`,
  restore: `POST ${base}/:id/revisions/:revisionId/restore`,
});

const WRITE = requires("write-articles");
const PUBLISH = requires("publish-content");

/** One kind's endpoints, keyed "METHOD /path" as every declaration is. */
function kindEndpoints<
  const Base extends string,
  const Name extends Area,
  List extends z.ZodType,
  Item extends z.ZodType,
  Create extends z.ZodType,
  Patch extends z.ZodType,
  Revisions extends z.ZodType,
>(base: Base, area: Name, contracts: KindContracts<List, Item, Create, Patch, Revisions>) {
  const { list, item, create, patch, revisions } = contracts;
  // The longest piece the editor allows is saved, however its JSON is written.
  const bodyLimit = jsonBodyLimit(contracts.textMax);
  // A draft is seen by nobody, but saving a published piece changes its page, and restoring a
  // revision is a save. Asking for a review and sending back move a piece between two states
  // visitors never see.
  const onItsPages = [area] as const;
  const byName = {
    list: { access: WRITE, schema: { response: { 200: list } } },
    reviewCount: { access: PUBLISH, schema: { response: { 200: reviewCount } } },
    create: {
      access: WRITE,
      changes: NOTHING,
      bodyLimit,
      schema: { body: create, response: { 201: item, 400: errorResponse } },
      example: contracts.createExample,
    },
    one: {
      access: WRITE,
      schema: { params: idParams, response: { 200: item, 404: errorResponse } },
    },
    save: {
      access: WRITE,
      changes: onItsPages,
      bodyLimit,
      schema: {
        params: idParams,
        body: patch,
        response: { 200: item, 400: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      example: contracts.patchExample,
    },
    publish: {
      access: PUBLISH,
      changes: onItsPages,
      schema: {
        params: idParams,
        body: publishInput,
        response: { 200: item, 404: errorResponse, 422: checksRefusal },
        description:
          'Status "published", or "scheduled" for a later `publishAt`; 422 with `{ error, checks }` while the checks find an error.',
      },
      example: { publishAt: "2099-05-01T09:00:00Z" },
    },
    unpublish: {
      access: PUBLISH,
      changes: onItsPages,
      schema: { params: idParams, response: { 200: item, 404: errorResponse } },
    },
    submit: {
      access: WRITE,
      changes: NOTHING,
      schema: {
        params: idParams,
        response: { 200: item, 404: errorResponse, 409: errorResponse },
        description:
          'A draft (or a piece taken down) goes to the editors for review: status "in_review", and the team is e-mailed.',
      },
    },
    sendBack: {
      access: PUBLISH,
      changes: NOTHING,
      schema: {
        params: idParams,
        body: sendBackInput,
        response: { 200: item, 400: errorResponse, 404: errorResponse, 409: errorResponse },
        description:
          "A piece in review goes back to its author as a draft, with the note shown in their editor.",
      },
      example: { note: "Say what a ramp costs to hire, and add a photograph of one." },
    },
    revisions: {
      access: WRITE,
      schema: { params: idParams, response: { 200: revisions, 404: errorResponse } },
    },
    restore: {
      access: WRITE,
      changes: onItsPages,
      schema: {
        params: revisionParams,
        response: { 200: item, 403: errorResponse, 404: errorResponse },
      },
    },
  };
  const keys = keysOf(base);
  return Object.fromEntries(
    Object.entries(byName).map(([name, endpoint]) => [keys[name as keyof Keys<Base>], endpoint]),
  ) as { [Name in keyof Keys<Base> as Keys<Base>[Name]]: (typeof byName)[Name] };
}

export const publishingArea = declareArea(
  "publishing",
  "Writing articles and news in the admin: drafts, saves and revisions, asking for a review, publishing now or at a set time, and taking down.",
);

export const publishingEndpoints = declareEndpoints({
  ...kindEndpoints(PUBLISHING_KINDS.article.adminApi, PUBLISHING_KINDS.article.name, {
    list: adminArticleList,
    item: adminArticle,
    create: articleCreateInput,
    patch: articlePatchInput,
    revisions: articleRevisionList,
    textMax: ARTICLE_TEXT_MAX,
    createExample: {
      title: "Quiet hours that work",
      excerpt: "How to run a quiet hour your customers can rely on.",
      categoryId: 1,
      tags: ["sensory", "retail"],
      content: "## Why quiet hours help\n\nLower the music and dim the lights for one hour a week.",
    },
    patchExample: { title: "Quiet hours that really work" },
  }),
  ...kindEndpoints(PUBLISHING_KINDS.news.adminApi, PUBLISHING_KINDS.news.name, {
    list: adminNewsList,
    item: adminNewsItem,
    create: newsCreateInput,
    patch: newsPatchInput,
    revisions: newsRevisionList,
    textMax: NEWS_TEXT_MAX,
    createExample: {
      title: "Hearing loops in every library",
      excerpt: "The council fits a loop at every library desk.",
      category: "Venues",
      content: "Every library desk in the borough now has a hearing loop, tested each month.",
      sourceUrl: "https://www.example.org/loops",
      // A picture is an uploaded image (media/routes.test.ts); none here.
      imageUrl: null,
      isTopStory: false,
    },
    patchExample: { title: "Hearing loops in every library desk" },
  }),
});
