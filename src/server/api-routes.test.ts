// The browser's API route table (shared/api-routes.ts) against the routes the server
// registers: every key must be a route, so renaming a server path fails here; and each route's
// answer must be the very contract schema the table's type was taken from, so changing the
// server's answer to another schema fails here too. The table is types only (no zod in the
// browser's first load), so its keys are listed again below, where TypeScript holds the list to
// the table: a key missing or extra, or a schema whose shape is not the table's, fails typecheck.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import type { ApiResponse, ApiRouteKey, NoContent } from "../shared/api-routes.ts";
import * as admin from "../shared/contracts/admin.ts";
import * as advice from "../shared/contracts/advice.ts";
import * as assessments from "../shared/contracts/assessments.ts";
import * as auditLog from "../shared/contracts/audit-log.ts";
import * as authoring from "../shared/contracts/authoring.ts";
import * as community from "../shared/contracts/community.ts";
import * as contact from "../shared/contracts/contact.ts";
import * as jobs from "../shared/contracts/jobs.ts";
import * as news from "../shared/contracts/news.ts";
import * as newsSources from "../shared/contracts/news-sources.ts";
import * as notifications from "../shared/contracts/notifications.ts";
import * as people from "../shared/contracts/people.ts";
import * as quickSolutions from "../shared/contracts/quick-solutions.ts";
import { setUpTestApp } from "./test/test-app.ts";

const { app } = await setUpTestApp();

/** A schema whose input (what travels) fits the table's type for the route. */
type SchemaFor<Json> = z.ZodType<unknown, Json>;
type Answer<K extends ApiRouteKey> = [ApiResponse<K>] extends [NoContent]
  ? { noContent: true }
  :
      | SchemaFor<ApiResponse<K>>
      /** The server wraps the contract in a z.array() of its own. */
      | (ApiResponse<K> extends (infer Item)[] ? { arrayOf: SchemaFor<Item> } : never)
      /** The table's type is another library's, which the contract only bounds. */
      | { bounds: z.ZodType; because: string };

type AnyAnswer =
  | { noContent: true }
  | z.ZodType
  | { arrayOf: z.ZodType }
  | { bounds: z.ZodType; because: string };

const noContent = { noContent: true } as const;
const webAuthn = "the table has @simplewebauthn's types, which the server's library builds";

/** Each route the browser calls, with the contract it answers (its 200 or 201, else 204). */
const ANSWERS: { [K in ApiRouteKey]: Answer<K> } = {
  "GET /api/admin/session": admin.sessionStatus,
  "POST /api/admin/login": noContent,
  "POST /api/admin/logout": noContent,
  "POST /api/admin/passkey-login/options": { bounds: people.webAuthnOptions, because: webAuthn },
  "POST /api/admin/passkey-login": noContent,

  "PATCH /api/admin/account": admin.signedInUser,
  "POST /api/admin/account/password": people.credentialsEnded,
  "POST /api/admin/account/sign-out-everywhere": people.credentialsEnded,
  "POST /api/admin/account/confirm": noContent,
  "GET /api/admin/tokens": { arrayOf: people.apiToken },
  "POST /api/admin/tokens": people.createdApiToken,
  "DELETE /api/admin/tokens/:id": noContent,
  "GET /api/admin/passkeys": { arrayOf: people.passkey },
  "POST /api/admin/passkeys/options": { bounds: people.webAuthnOptions, because: webAuthn },
  "POST /api/admin/passkeys": people.passkey,
  "PATCH /api/admin/passkeys/:id": people.passkey,
  "DELETE /api/admin/passkeys/:id": noContent,

  "GET /api/admin/users": { arrayOf: people.person },
  "GET /api/admin/users/tokens": { arrayOf: people.everyonesApiToken },
  "GET /api/admin/users/passkeys": { arrayOf: people.everyonesPasskey },
  "POST /api/admin/users": people.invitation,
  "POST /api/admin/users/:id/invite": people.reinvitation,
  "PATCH /api/admin/users/:id": people.person,
  "DELETE /api/admin/users/:id": noContent,
  "GET /api/admin/invites/:token": people.inviteDetails,
  "POST /api/admin/invites/:token": noContent,

  "GET /api/admin/audit-log": auditLog.auditLogPage,
  "GET /api/admin/audit-log/actors": auditLog.auditLogActors,
  "GET /api/admin/jobs": jobs.jobStatuses,
  "GET /api/admin/notifications": notifications.notificationOverview,
  "POST /api/admin/notifications/:id/retry": notifications.notificationRetried,
  "POST /api/admin/notifications/test": notifications.notificationTestResult,

  "POST /api/contact": contact.contactAccepted,
  "GET /api/contact-requests": { arrayOf: contact.contactRequestRecord },
  "PATCH /api/contact-requests/:id/read": contact.contactRequestRecord,
  "PATCH /api/contact-requests/:id/unread": contact.contactRequestRecord,

  "GET /api/news/top-stories": news.newsArticleList,
  "GET /api/news": news.newsArticleList,
  "GET /api/news/:id": news.newsArticle,
  "POST /api/news": news.newsArticle,
  "POST /api/news/:id/mark-top-story": news.newsArticle,
  "POST /api/news/:id/unmark-top-story": news.newsArticle,
  "DELETE /api/news/:id": noContent,
  "GET /api/admin/news-sources": newsSources.newsSourceList,
  "POST /api/admin/news-sources": newsSources.newsSource,
  "POST /api/admin/news-sources/:id/refresh": newsSources.refreshResult,
  "DELETE /api/admin/news-sources/:id": noContent,

  "GET /api/advice/articles": advice.adviceArticleList,
  "GET /api/advice/articles/:id": advice.adviceArticle,
  "GET /api/advice/categories": advice.adviceCategoryList,
  "GET /api/quick-solutions": quickSolutions.quickSolutionList,
  "GET /api/quick-solutions/:id": quickSolutions.publicQuickSolution,
  "POST /api/admin/quick-solutions": quickSolutions.quickSolution,
  "PUT /api/admin/quick-solutions/:id": quickSolutions.quickSolution,
  "DELETE /api/admin/quick-solutions/:id": noContent,
  "GET /api/admin/articles": authoring.adminArticleList,
  "POST /api/admin/articles": authoring.adminArticle,
  "GET /api/admin/articles/:id": authoring.adminArticle,
  "PATCH /api/admin/articles/:id": authoring.adminArticle,
  "POST /api/admin/articles/:id/publish": authoring.adminArticle,
  "POST /api/admin/articles/:id/unpublish": authoring.adminArticle,
  "GET /api/admin/articles/:id/revisions": authoring.articleRevisionList,
  "POST /api/admin/articles/:id/revisions/:revisionId/restore": authoring.adminArticle,
  "GET /api/admin/news": news.adminNewsList,
  "POST /api/admin/news": news.adminNewsItem,
  "GET /api/admin/news/:id": news.adminNewsItem,
  "PATCH /api/admin/news/:id": news.adminNewsItem,
  "POST /api/admin/news/:id/publish": news.adminNewsItem,
  "POST /api/admin/news/:id/unpublish": news.adminNewsItem,

  "GET /api/community": community.publicCommunityStoryList,
  "GET /api/community/:id": community.publicCommunityStory,
  "GET /api/community/:id/liked": community.likeStatus,
  "GET /api/community/form-token": community.formTokenAnswer,
  "POST /api/community": community.submittedCommunityStory,
  "POST /api/community/:id/like": community.likeResult,
  "DELETE /api/community/:id/like": community.likeResult,
  "POST /api/community/:id/approve": community.adminCommunityStory,
  "POST /api/community/:id/unapprove": community.adminCommunityStory,
  "POST /api/community/:id/move-to-expert": advice.adviceArticle,
  "PATCH /api/community/:id": community.adminCommunityStory,
  "DELETE /api/community/:id": noContent,
  "POST /api/community/bulk": community.bulkModerationResult,

  "POST /api/assessments": assessments.assessmentCreated,
  "GET /api/assessments/:token": assessments.assessmentResult,
  "DELETE /api/assessments/:token": noContent,
  "GET /api/admin/assessments/summary": assessments.assessmentSummary,
};

const registered = new Map(app.routeAccess.map((route) => [`${route.method} ${route.url}`, route]));
const keys = Object.keys(ANSWERS) as ApiRouteKey[];

describe("the browser's API route table", () => {
  it("names only routes the server registers, method and path as Fastify has them", () => {
    expect(keys.filter((key) => !registered.has(key))).toEqual([]);
  });

  for (const key of keys) {
    it(`${key} answers the contract the table's type is taken from`, () => {
      const answers = registered.get(key)?.response ?? {};
      const success = [200, 201].flatMap((status) =>
        status in answers ? [answers[status] as z.ZodType] : [],
      );
      const answer = ANSWERS[key] as AnyAnswer;
      if ("noContent" in answer) {
        expect(success).toEqual([]);
        expect(answers).toHaveProperty("204");
        return;
      }
      expect(success.length).toBeGreaterThan(0);
      for (const schema of success) {
        if ("arrayOf" in answer) {
          expect(schema.def.type).toBe("array");
          expect((schema as z.ZodArray).element).toBe(answer.arrayOf);
        } else if ("bounds" in answer) {
          expect(schema).toBe(answer.bounds);
        } else {
          expect(schema).toBe(answer);
        }
      }
    });
  }
});
