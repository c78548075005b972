// With a read replica (db/replica.ts), each request says where its reads may go: an anonymous
// visitor's GET reads from the replica; anything else, anyone signed in or sending a token, and a
// visitor who has just sent something read from the primary. That last is read-your-writes: a write answered without
// error gives the browser a cookie that lasts a few seconds (the replica's lag limit and a margin,
// after which the replica has the write or is no longer read), so a like or a message never seems
// to vanish on the next page. Varnish passes such requests to the site too (deploy/varnish).
// A page's own API reads (app.inject) go where the page's request goes.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import type { Database } from "../db/connection.ts";
import { readingFrom } from "../db/replica.ts";
import {
  ADMIN_COOKIE,
  carriesCookie,
  JUST_WROTE_COOKIE,
  justWroteCookie,
} from "../http/cookies.ts";
import { isInternalRequest } from "../http/internal-request.ts";

const SECONDS_PAST_LAG_LIMIT = 2;

const signedIn = carriesCookie(ADMIN_COOKIE);
const justWrote = carriesCookie(JUST_WROTE_COOKIE);

function mayReadFromReplica(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (/^\/(api\/)?admin(\/|\?|$)/.test(request.url)) return false;
  // A token or the owner's password (Authorization) is someone of the team, as a session is.
  if (request.headers.authorization) return false;
  return !signedIn(request) && !justWrote(request);
}

export function registerReadRouting(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  if (!database.replica) return;
  const replica = database.replica;
  app.addHook("onRequest", (request, _reply, done) => {
    if (isInternalRequest(request)) return done();
    readingFrom(mayReadFromReplica(request) ? "replica" : "primary", done);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const wrote =
      request.method !== "GET" &&
      request.method !== "HEAD" &&
      request.method !== "OPTIONS" &&
      reply.statusCode < 400 &&
      !signedIn(request);
    if (wrote) {
      const seconds = config.DATABASE_REPLICA_MAX_LAG_SECONDS + SECONDS_PAST_LAG_LIMIT;
      const cookie = justWroteCookie(request, config, seconds);
      reply.setCookie(cookie.name, "1", cookie.options);
    }
    return payload;
  });
  app.metrics.gauge(
    "real_access_replica_lag_seconds",
    "How far the read replica is behind the primary (+Inf while it does not answer)",
    () => replica.lagMs() / 1000,
  );
}
