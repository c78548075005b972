// buildApp() assembles the server without listening: main.ts listens, tests call inject().
import { existsSync } from "node:fs";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import middie from "@fastify/middie";
import Fastify, { type FastifyServerOptions } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Connect } from "vite";
import type { Area } from "../shared/content-kinds.ts";
import { adminAuth } from "./auth/admin-auth.ts";
import { adminAuthRoutes } from "./auth/routes.ts";
import { type Config, publicConfig } from "./config.ts";
import { ensureSessionSecret } from "./db/app-settings.ts";
import type { Database } from "./db/connection.ts";
import { withRedaction } from "./http/log-redaction.ts";
import { fastSerializerCompiler } from "./http/serializer.ts";
import { DATA_VERSION_RECHECK_MS, dataVersion } from "./lib/data-version.ts";
import { rateLimiter } from "./lib/rate-limit.ts";
import { recordWrites } from "./lib/record-writes.ts";
import { registerMetrics } from "./metrics/register-metrics.ts";
import { accessGuideAdminRoutes } from "./modules/access-guides/admin-routes.ts";
import { accessGuideFormRoutes } from "./modules/access-guides/form-routes.ts";
import { accessGuidePrintRoutes } from "./modules/access-guides/large-print.ts";
import { postcodeCentreRoute } from "./modules/access-guides/postcode-centre-route.ts";
import { publishedVersionRoute } from "./modules/access-guides/published-version-route.ts";
import { accessGuideRoutes } from "./modules/access-guides/routes.ts";
import { medianReportWaitSeconds } from "./modules/access-guides/trust-admin.ts";
import { accessGuideTrustFormRoutes } from "./modules/access-guides/trust-form-routes.ts";
import { accessGuideTrustRoutes } from "./modules/access-guides/trust-routes.ts";
import { passkeyRoutes } from "./modules/account/passkey-routes.ts";
import { accountRoutes } from "./modules/account/routes.ts";
import { activityRoutes } from "./modules/activity/routes.ts";
import { articleRoutes } from "./modules/articles/routes.ts";
import { assessmentFormRoutes } from "./modules/assessments/form-routes.ts";
import { assessmentRoutes } from "./modules/assessments/routes.ts";
import { backupRoutes } from "./modules/backups/routes.ts";
import { purgeTargets } from "./modules/cache-purge/targets.ts";
import { contactAdminRoutes } from "./modules/contact/admin-routes.ts";
import { contactFormRoutes } from "./modules/contact/form-routes.ts";
import { contactRoutes } from "./modules/contact/routes.ts";
import { discoveryRoutes } from "./modules/discovery/routes.ts";
import { Readiness } from "./modules/health/readiness.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { mediaRoutes } from "./modules/media/routes.ts";
import { newsFeedEmbedRoute, newsRoutes } from "./modules/news/routes.ts";
import type { FetchFeedOptions } from "./modules/news-sources/fetch-feed.ts";
import { newsSourceRoutes } from "./modules/news-sources/routes.ts";
import { countPendingNotifications } from "./modules/notifications/outbox.ts";
import { notificationRoutes } from "./modules/notifications/routes.ts";
import { notificationSettings } from "./modules/notifications/settings.ts";
import { peopleRoutes } from "./modules/people/routes.ts";
import { previewRoutes } from "./modules/publishing/preview-route.ts";
import { publishingRoutes } from "./modules/publishing/routes.ts";
import { quickSolutionAdminRoutes } from "./modules/quick-solutions/admin-routes.ts";
import { quickSolutionRoutes } from "./modules/quick-solutions/routes.ts";
import { feedRoutes } from "./modules/site-feeds/routes.ts";
import { storyFormRoutes } from "./modules/stories/form-routes.ts";
import { likeFormRoutes } from "./modules/stories/like-form-routes.ts";
import { storyModerationRoutes } from "./modules/stories/moderation-routes.ts";
import { storyRoutes } from "./modules/stories/routes.ts";
import { trackRequesters } from "./off-thread/requester.ts";
import { apiDocsRoutes } from "./openapi/docs.ts";
import { apiDescriptionRoute, registerApiDescription } from "./openapi/document.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { acceptEmptyJsonBodies } from "./plugins/json-body.ts";
import { registerLoadShedding } from "./plugins/load-shedding.ts";
import { registerProxyWarnings } from "./plugins/proxy-warnings.ts";
import { registerReadRouting } from "./plugins/read-routing.ts";
import { refuseNul } from "./plugins/refuse-nul.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerSetupWarnings } from "./plugins/setup-warnings.ts";
import { registerSharedCacheGuard } from "./plugins/shared-cache-guard.ts";
import { registerStaticFiles } from "./plugins/static-files.ts";
import { AllowedInlineScripts } from "./render/inline-scripts.ts";
import { PageCache } from "./render/page-cache.ts";
import { builtClientDir, type PageSource } from "./render/page-source.ts";
import { registerPages } from "./render/pages.ts";

export interface AppDependencies {
  config: Config;
  database: Database;
  /**
   * Where pages come from; without it the app serves the API only. `cacheBytes` bounds the
   * rendered-page cache (none under the dev server, whose template changes as you edit).
   */
  pages?: { source: PageSource; devMiddleware?: Connect.Server; cacheBytes?: number };
  logger?: FastifyServerOptions["logger"];
  /** The clock for session expiry and throttling; tests move it. */
  now?: () => Date;
  /** News-source fetch limits and resolver; tests shorten the limits and fake the resolver. */
  newsSources?: Partial<Omit<FetchFeedOptions, "allowPrivate" | "signal">>;
  /** Hears each change this instance makes to what pages show (the shared cache's purger). */
  pagesChanged?: (areas: readonly Area[]) => void;
}

export const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp({
  config,
  database,
  pages,
  logger = false,
  now = () => new Date(),
  newsSources = {},
  pagesChanged,
}: AppDependencies) {
  const app = Fastify({
    // Secrets in addresses (results and invitation tokens) never reach the log, whoever logs.
    logger: withRedaction(logger),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(fastSerializerCompiler);

  registerErrorHandling(app);
  // First: every later hook and handler runs as the person who asked (the worker pool's shares).
  trackRequesters(app);
  acceptEmptyJsonBodies(app);
  refuseNul(app);
  registerProxyWarnings(app, config);
  registerSetupWarnings(app, config);
  const scripts = new AllowedInlineScripts();
  registerSecurityHeaders(app, config, scripts);
  await app.register(compress, { threshold: 1024 });

  const { db } = database;
  const version = dataVersion(db, DATA_VERSION_RECHECK_MS, pagesChanged, () =>
    database.readsFrom(),
  );
  recordWrites(app, version);
  const pageCache =
    pages?.cacheBytes && !pages.devMiddleware ? new PageCache(pages.cacheBytes) : undefined;
  // Before any route: the request metrics and load shedding hook every route.
  registerMetrics(app, { token: config.METRICS_TOKEN, database, pageCache });
  app.metrics.gauge(
    "real_access_outbox_pending",
    "E-mails waiting in the outbox to be sent (or held for the digest)",
    () => countPendingNotifications(db),
  );
  app.metrics.gauge(
    "real_access_access_guide_report_first_action_median_seconds",
    "Median time from a visitor's report of an access guide to the team's first action on it",
    () => medianReportWaitSeconds(db),
  );
  await registerLoadShedding(app, {
    maxEventLoopDelayMs: config.MAX_EVENT_LOOP_DELAY_MS,
    metrics: app.metrics,
  });
  // Where each request's reads go, with a read replica; before the routes and the cookie guard.
  registerReadRouting(app, { database, config });
  app.decorate("limits", rateLimiter(database));
  const secret = await ensureSessionSecret(db, config.SESSION_SECRET);
  await app.register(cookie, { secret });
  // Before any route: the guard hooks every route declared admin-only.
  await app.register(adminAuth, { db, config, now });
  // After the guard's and the cookies' onSend hooks: what they mark personal stays out of caches.
  registerSharedCacheGuard(app);
  // Before any route too: it collects the routes the API description is made from.
  await registerApiDescription(app, config);

  const readiness = new Readiness();
  app.decorate("readiness", readiness);
  await app.register(healthRoutes, { database, readiness });
  await app.register(adminAuthRoutes, { db, config, now });
  await app.register(peopleRoutes, { db, config, now });
  await app.register(accountRoutes, { db, config, now });
  await app.register(passkeyRoutes, { db, config, now });
  await app.register(quickSolutionRoutes, { db });
  await app.register(quickSolutionAdminRoutes, { db });
  await app.register(articleRoutes, { db });
  const sharedCachePurged = purgeTargets(config).length > 0;
  await app.register(mediaRoutes, { db, version, sharedCachePurged });
  await app.register(contactRoutes, { db });
  await app.register(contactAdminRoutes, { db });
  await app.register(activityRoutes, { db });
  await app.register(notificationRoutes, { db, settings: notificationSettings(config), now });
  await app.register(newsRoutes, { db, now });
  // Articles and news written in the admin, one route set for both. After the public news calls,
  // so the API reference lists those first in its News section.
  await app.register(publishingRoutes, { db, now });
  await app.register(newsSourceRoutes, {
    db,
    now,
    fetchOptions: { ...newsSources, allowPrivate: config.NEWS_SOURCES_ALLOW_PRIVATE },
  });
  await app.register(newsFeedEmbedRoute, {
    db,
    scripts,
    builtAssets: Boolean(pages && !pages.devMiddleware && existsSync(builtClientDir())),
  });
  await app.register(storyRoutes, { db, config, secret, now });
  await app.register(storyModerationRoutes, { db });
  await app.register(assessmentRoutes, { db });
  await app.register(accessGuideRoutes, { db, now, site: publicConfig(config) });
  await app.register(accessGuideAdminRoutes, { db, now });
  await app.register(accessGuideTrustRoutes, { db, config, secret, now });
  await app.register(accessGuidePrintRoutes, { db, site: publicConfig(config) });
  await app.register(publishedVersionRoute, { db });
  await app.register(postcodeCentreRoute, { db });
  await app.register(backupRoutes, { database, now });
  await app.register(discoveryRoutes, { site: publicConfig(config), db });
  await app.register(feedRoutes, { db, site: publicConfig(config), sharedCachePurged });
  await app.register(apiDescriptionRoute);
  await app.register(apiDocsRoutes, { site: publicConfig(config) });

  if (pages) {
    if (pages.devMiddleware) {
      await app.register(middie);
      app.use(pages.devMiddleware);
    } else if (existsSync(builtClientDir())) {
      await registerStaticFiles(app, builtClientDir());
    }
    const renderPage = await registerPages(app, {
      source: pages.source,
      site: publicConfig(config),
      scripts,
      ...(pageCache ? { cache: { pages: pageCache, version } } : {}),
      sharedCachePurged,
    });
    await app.register(assessmentFormRoutes, { db, renderPage });
    // The contact and story forms sent without JavaScript, by the API's rules.
    await app.register(contactFormRoutes, { db, renderPage });
    await app.register(storyFormRoutes, { db, config, secret, now, renderPage });
    await app.register(likeFormRoutes, { db, config, now, renderPage });
    await app.register(previewRoutes, { db, renderPage });
    await app.register(accessGuideFormRoutes, { db, renderPage, now });
    await app.register(accessGuideTrustFormRoutes, { db, config, secret, now, renderPage });
  }

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ error: `No route for ${request.method} ${request.url.split("?")[0]}` }),
  );
  return app;
}

/**
 * Fastify reads a bare hop count as "trust nobody", so a count becomes the function that trusts
 * the nearest `hops` proxies: right when the server is reachable only through them.
 */
function trustProxyOption(setting: Config["TRUST_PROXY"]) {
  if (typeof setting !== "number") return setting;
  return (_address: string, hop: number) => hop < setting;
}
