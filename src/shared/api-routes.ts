// The API routes the browser calls, one entry each, keyed "METHOD /path/:param" exactly as the
// server registers them. Each entry's types come from the shared contracts, so a path or
// a shape changed on one side fails the other: the typed client (web/lib/api-client.ts) and the
// query keys (web/lib/queries/) build every URL from a key here, and src/server/api-routes.test.ts
// checks each key is a registered route whose answer is the contract named here.
//
// Free of zod at runtime: the contracts are imported for their types only, so the public pages
// load none of the validation library on first paint.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import type { z } from "zod";
import type * as admin from "./contracts/admin.ts";
import type * as advice from "./contracts/advice.ts";
import type * as assessments from "./contracts/assessments.ts";
import type * as auditLog from "./contracts/audit-log.ts";
import type * as authoring from "./contracts/authoring.ts";
import type * as community from "./contracts/community.ts";
import type * as contact from "./contracts/contact.ts";
import type * as jobs from "./contracts/jobs.ts";
import type * as news from "./contracts/news.ts";
import type * as newsSources from "./contracts/news-sources.ts";
import type * as notifications from "./contracts/notifications.ts";
import type * as people from "./contracts/people.ts";
import type { EndpointKey, Endpoints } from "./endpoints/index.ts";
import type { ParamNames } from "./page-paths.ts";

/** What travels: a contract's input side (ISO strings for timestamps, before any transform). */
type Json<Schema extends z.ZodType> = z.input<Schema>;
/** A query string's names come from its contract; the values are sent as text. */
type QueryOf<Schema extends z.ZodType> = {
  [Name in keyof z.output<Schema>]?: QueryValue;
};
export type QueryValue = string | number | boolean | null | undefined;
/** A 204 answer: the client resolves to undefined. */
export type NoContent = undefined;
/** A body whose `response` is what the browser's WebAuthn call answered. */
type WithWebAuthn<Body, Answer> = Omit<Body, "response"> & { response: Answer };

/** One route: the body it takes (none if absent), its query string, and what it answers. */
interface Route {
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** `NoContent` for 204. */
  response: unknown;
}

/** A declared endpoint as the browser sees it: what it sends and what comes back. */
type Declared<E> = E extends { schema: infer Schema; browser?: infer Browser }
  ? { response: Answer<Schema, Browser> } & BodyOf<Schema, Browser> & QueryFor<Schema>
  : never;
type SuccessOf<Responses> = 200 extends keyof Responses
  ? Responses[200]
  : 201 extends keyof Responses
    ? Responses[201]
    : undefined;
type Answer<Schema, Browser> = Browser extends { response: infer Exact }
  ? Exact
  : Schema extends { response: infer Responses }
    ? SuccessOf<Responses> extends infer Success extends z.ZodType
      ? Json<Success>
      : NoContent
    : never;
type BodyOf<Schema, Browser> = Browser extends { body: infer Exact }
  ? { body: Exact }
  : Schema extends { body: infer Body extends z.ZodType }
    ? { body: Json<Body> }
    : unknown;
type QueryFor<Schema> = Schema extends { querystring: infer Query extends z.ZodType }
  ? { query: QueryOf<Query> }
  : unknown;

/** The browser's API routes: the declared endpoints, and those not yet declared, below. */
export type ApiRoutes = { [Key in EndpointKey]: Declared<Endpoints[Key]> } & UndeclaredRoutes;

/** Path parameters are read from the key itself (see PathParams). */
interface UndeclaredRoutes {
  // Signing in and the session
  "GET /api/admin/session": { response: Json<typeof admin.sessionStatus> };
  "POST /api/admin/login": { body: Json<typeof admin.loginBody>; response: NoContent };
  "POST /api/admin/logout": { response: NoContent };
  // WebAuthn's options and answers are the browser library's types: the server's library builds
  // and checks them, and the contracts (webAuthnOptions, webAuthnResponse) only bound their shape.
  "POST /api/admin/passkey-login/options": { response: PublicKeyCredentialRequestOptionsJSON };
  "POST /api/admin/passkey-login": {
    body: WithWebAuthn<Json<typeof people.passkeySignIn>, AuthenticationResponseJSON>;
    response: NoContent;
  };

  // Your account
  "PATCH /api/admin/account": {
    body: Json<typeof people.accountUpdate>;
    response: Json<typeof admin.signedInUser>;
  };
  "POST /api/admin/account/password": {
    body: Json<typeof people.passwordChange>;
    response: Json<typeof people.credentialsEnded>;
  };
  "POST /api/admin/account/sign-out-everywhere": {
    response: Json<typeof people.credentialsEnded>;
  };
  "POST /api/admin/account/confirm": {
    body:
      | Json<typeof people.passwordConfirmation>
      | WithWebAuthn<Json<typeof people.passkeyConfirmation>, AuthenticationResponseJSON>;
    response: NoContent;
  };
  "GET /api/admin/tokens": { response: Json<typeof people.apiToken>[] };
  "POST /api/admin/tokens": {
    body: Json<typeof people.tokenInput>;
    response: Json<typeof people.createdApiToken>;
  };
  "DELETE /api/admin/tokens/:id": { response: NoContent };
  "GET /api/admin/passkeys": { response: Json<typeof people.passkey>[] };
  "POST /api/admin/passkeys/options": { response: PublicKeyCredentialCreationOptionsJSON };
  "POST /api/admin/passkeys": {
    body: WithWebAuthn<Json<typeof people.passkeyRegistration>, RegistrationResponseJSON>;
    response: Json<typeof people.passkey>;
  };
  "PATCH /api/admin/passkeys/:id": {
    body: Json<typeof people.passkeyRename>;
    response: Json<typeof people.passkey>;
  };
  "DELETE /api/admin/passkeys/:id": { response: NoContent };

  // People and invitations
  "GET /api/admin/users": { response: Json<typeof people.person>[] };
  "GET /api/admin/users/tokens": { response: Json<typeof people.everyonesApiToken>[] };
  "GET /api/admin/users/passkeys": { response: Json<typeof people.everyonesPasskey>[] };
  "POST /api/admin/users": {
    body: Json<typeof people.inviteInput>;
    response: Json<typeof people.invitation>;
  };
  "POST /api/admin/users/:id/invite": {
    body: Json<typeof people.reinviteInput>;
    response: Json<typeof people.reinvitation>;
  };
  "PATCH /api/admin/users/:id": {
    body: Json<typeof people.personUpdate>;
    response: Json<typeof people.person>;
  };
  "DELETE /api/admin/users/:id": { response: NoContent };
  "GET /api/admin/invites/:token": { response: Json<typeof people.inviteDetails> };
  "POST /api/admin/invites/:token": {
    body: Json<typeof people.acceptInviteBody>;
    response: NoContent;
  };

  // Activity: the audit log, the background jobs and the e-mail notifications
  "GET /api/admin/audit-log": {
    query: QueryOf<typeof auditLog.auditLogQuery>;
    response: Json<typeof auditLog.auditLogPage>;
  };
  "GET /api/admin/audit-log/actors": { response: Json<typeof auditLog.auditLogActors> };
  "GET /api/admin/jobs": { response: Json<typeof jobs.jobStatuses> };
  "GET /api/admin/notifications": { response: Json<typeof notifications.notificationOverview> };
  "POST /api/admin/notifications/:id/retry": {
    response: Json<typeof notifications.notificationRetried>;
  };
  "POST /api/admin/notifications/test": {
    response: Json<typeof notifications.notificationTestResult>;
  };

  // Contact messages
  "POST /api/contact": {
    body: Json<typeof contact.contactRequestInput>;
    response: Json<typeof contact.contactAccepted>;
  };
  "GET /api/contact-requests": { response: Json<typeof contact.contactRequestRecord>[] };
  "PATCH /api/contact-requests/:id/read": { response: Json<typeof contact.contactRequestRecord> };
  "PATCH /api/contact-requests/:id/unread": { response: Json<typeof contact.contactRequestRecord> };

  // News and its sources
  "GET /api/news/top-stories": {
    query: QueryOf<typeof news.topStoriesQuery>;
    response: Json<typeof news.newsArticleList>;
  };
  "GET /api/news": {
    query: QueryOf<typeof news.newsListQuery>;
    response: Json<typeof news.newsArticleList>;
  };
  "GET /api/news/:id": { response: Json<typeof news.newsArticle> };
  "POST /api/news": {
    body: Json<typeof news.customStoryInput>;
    response: Json<typeof news.newsArticle>;
  };
  "POST /api/news/:id/mark-top-story": { response: Json<typeof news.newsArticle> };
  "POST /api/news/:id/unmark-top-story": { response: Json<typeof news.newsArticle> };
  "DELETE /api/news/:id": { response: NoContent };
  "GET /api/admin/news-sources": { response: Json<typeof newsSources.newsSourceList> };
  "POST /api/admin/news-sources": {
    body: Json<typeof newsSources.newsSourceInput>;
    response: Json<typeof newsSources.newsSource>;
  };
  "POST /api/admin/news-sources/:id/refresh": {
    response: Json<typeof newsSources.refreshResult>;
  };
  "DELETE /api/admin/news-sources/:id": { response: NoContent };

  // Expert articles and quick solutions
  "GET /api/advice/articles": {
    query: QueryOf<typeof advice.adviceArticlesQuery>;
    response: Json<typeof advice.adviceArticleList>;
  };
  "GET /api/advice/articles/:id": { response: Json<typeof advice.adviceArticle> };
  "GET /api/advice/categories": { response: Json<typeof advice.adviceCategoryList> };

  // Writing expert articles
  "GET /api/admin/articles": { response: Json<typeof authoring.adminArticleList> };
  "POST /api/admin/articles": {
    body: Json<typeof authoring.articleCreateInput>;
    response: Json<typeof authoring.adminArticle>;
  };
  "GET /api/admin/articles/:id": { response: Json<typeof authoring.adminArticle> };
  "PATCH /api/admin/articles/:id": {
    body: Json<typeof authoring.articlePatchInput>;
    response: Json<typeof authoring.adminArticle>;
  };
  /** Status "published", or "scheduled" for a later `publishAt`; 422 with `{ error, checks }`
   * while the checks find an error. */
  "POST /api/admin/articles/:id/publish": {
    body: Json<typeof authoring.articlePublishInput>;
    response: Json<typeof authoring.adminArticle>;
  };
  "POST /api/admin/articles/:id/unpublish": { response: Json<typeof authoring.adminArticle> };
  "GET /api/admin/articles/:id/revisions": {
    response: Json<typeof authoring.articleRevisionList>;
  };
  "POST /api/admin/articles/:id/revisions/:revisionId/restore": {
    response: Json<typeof authoring.adminArticle>;
  };

  // Writing news, the same shape as articles
  "GET /api/admin/news": { response: Json<typeof news.adminNewsList> };
  "POST /api/admin/news": {
    body: Json<typeof news.newsCreateInput>;
    response: Json<typeof news.adminNewsItem>;
  };
  "GET /api/admin/news/:id": { response: Json<typeof news.adminNewsItem> };
  "PATCH /api/admin/news/:id": {
    body: Json<typeof news.newsPatchInput>;
    response: Json<typeof news.adminNewsItem>;
  };
  /** Status "published", or "scheduled" for a later `publishAt`; 422 with `{ error, checks }`
   * while the checks find an error. */
  "POST /api/admin/news/:id/publish": {
    body: Json<typeof news.newsPublishInput>;
    response: Json<typeof news.adminNewsItem>;
  };
  "POST /api/admin/news/:id/unpublish": { response: Json<typeof news.adminNewsItem> };

  // Community stories
  "GET /api/community": {
    query: QueryOf<typeof community.communityListQuery>;
    response: Json<typeof community.publicCommunityStoryList>;
    /** What the same route answers a signed-in moderator (see the API description). */
    adminResponse: Json<typeof community.adminCommunityStoryList>;
  };
  "GET /api/community/:id": { response: Json<typeof community.publicCommunityStory> };
  "GET /api/community/:id/liked": { response: Json<typeof community.likeStatus> };
  "GET /api/community/form-token": { response: Json<typeof community.formTokenAnswer> };
  "POST /api/community": {
    body: Json<typeof community.communityStoryInput>;
    response: Json<typeof community.submittedCommunityStory>;
  };
  "POST /api/community/:id/like": { response: Json<typeof community.likeResult> };
  "DELETE /api/community/:id/like": { response: Json<typeof community.likeResult> };
  "POST /api/community/:id/approve": { response: Json<typeof community.adminCommunityStory> };
  "POST /api/community/:id/unapprove": { response: Json<typeof community.adminCommunityStory> };
  /** 201 with the new expert article; 200 with the same one when promoted before. */
  "POST /api/community/:id/move-to-expert": { response: Json<typeof advice.adviceArticle> };
  "PATCH /api/community/:id": {
    body: Json<typeof community.communityStoryEdit>;
    response: Json<typeof community.adminCommunityStory>;
  };
  "DELETE /api/community/:id": { response: NoContent };
  "POST /api/community/bulk": {
    body: Json<typeof community.bulkModerationInput>;
    response: Json<typeof community.bulkModerationResult>;
  };

  // Self-assessment
  "POST /api/assessments": {
    body: Json<typeof assessments.assessmentInput>;
    response: Json<typeof assessments.assessmentCreated>;
  };
  "GET /api/assessments/:token": { response: Json<typeof assessments.assessmentResult> };
  "DELETE /api/assessments/:token": { response: NoContent };
  "GET /api/admin/assessments/summary": { response: Json<typeof assessments.assessmentSummary> };
}

export type ApiRouteKey = keyof ApiRoutes;
export type ApiMethod<K extends ApiRouteKey> = K extends `${infer Method} ${string}`
  ? Method
  : never;

type PathOf<K extends string> = K extends `${string} ${infer Path}` ? Path : never;
export type PathParams<K extends ApiRouteKey> = {
  [Name in ParamNames<PathOf<K>>]: string | number;
};

type Entry<K extends ApiRouteKey> = ApiRoutes[K] & Route;
export type ApiBody<K extends ApiRouteKey> = Entry<K> extends { body: infer Body } ? Body : never;
export type ApiQuery<K extends ApiRouteKey> =
  Entry<K> extends { query: infer Query } ? Query : never;
export type ApiResponse<K extends ApiRouteKey> = ApiRoutes[K]["response"];

/** What a URL needs besides the key: its path parameters and, if the route takes one, a query. */
export type PathArgs<K extends ApiRouteKey> = ([ParamNames<PathOf<K>>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<K> }) &
  ([ApiQuery<K>] extends [never] ? { query?: undefined } : { query?: ApiQuery<K> });

/** The arguments as a rest tuple: optional when the route needs none. */
export type PathArgsTuple<K extends ApiRouteKey> = [ParamNames<PathOf<K>>] extends [never]
  ? [args?: PathArgs<K>]
  : [args: PathArgs<K>];

/**
 * A query string of the non-empty values (trimmed) in the order given, so equal searches share one
 * query key; empty when there are none.
 */
export function queryString(query: Record<string, QueryValue> = {}): string {
  return Object.entries(query)
    .flatMap(([name, value]) => {
      const text = String(value ?? "").trim();
      return text ? [`${name}=${encodeURIComponent(text)}`] : [];
    })
    .join("&");
}

/** The key's method. */
export const methodOf = <K extends ApiRouteKey>(key: K) =>
  key.slice(0, key.indexOf(" ")) as ApiMethod<K>;

/**
 * The URL for a route: each `:param` replaced by its value (encoded), then the query's non-empty
 * values. A key without parameters and no query gives its bare path, which the lists under it
 * share as a prefix (see web/lib/queries/path-filter.ts).
 */
export function pathOf<K extends ApiRouteKey>(key: K, ...[args]: PathArgsTuple<K>): string {
  const params = (args?.params ?? {}) as Record<string, string | number>;
  const path = key
    .slice(key.indexOf(" ") + 1)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = queryString(args?.query as Record<string, QueryValue> | undefined);
  return query ? `${path}?${query}` : path;
}
