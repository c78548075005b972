// buildApp() assembles the server without listening: main.ts listens, tests call inject().
import { existsSync } from "node:fs";
import compress from "@fastify/compress";
import middie from "@fastify/middie";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Connect } from "vite";
import { type Config, publicConfig } from "./config.ts";
import type { Database } from "./db/connection.ts";
import { contactRoutes } from "./modules/contact/routes.ts";
import { discoveryRoutes } from "./modules/discovery/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { quickSolutionRoutes } from "./modules/quick-solutions/routes.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerStaticFiles } from "./plugins/static-files.ts";
import { builtClientDir, type PageSource } from "./render/page-source.ts";
import { registerPages } from "./render/pages.ts";

export interface AppDependencies {
  config: Config;
  database: Database;
  /** Where pages come from; without it the app serves the API only. */
  pages?: { source: PageSource; devMiddleware?: Connect.Server };
  logger?: FastifyServerOptions["logger"];
}

export const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp({ config, database, pages, logger = false }: AppDependencies) {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  await registerSecurityHeaders(app, config);
  await app.register(compress, { threshold: 1024 });

  await app.register(healthRoutes, { database });
  await app.register(quickSolutionRoutes, { db: database.db });
  await app.register(contactRoutes, { db: database.db });
  await app.register(discoveryRoutes, { site: publicConfig(config) });

  if (pages) {
    if (pages.devMiddleware) {
      await app.register(middie);
      app.use(pages.devMiddleware);
    } else if (existsSync(builtClientDir())) {
      await registerStaticFiles(app, builtClientDir());
    }
    registerPages(app, pages.source, publicConfig(config));
  }

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ error: `No route for ${request.method} ${request.url.split("?")[0]}` }),
  );
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
