// What a visitor sees when the server sheds load: a small page of its own, sent as it is, since
// rendering the site's pages is the work the server has no time for. It loads nothing else (the
// site's styles may be turned away too), follows the system's light or dark preference, and its
// link reloads the page the visitor asked for (an empty href is the page's own address).

import type { FastifyReply, FastifyRequest } from "fastify";

export const BUSY_MESSAGE = "The server is very busy just now. Please try again in a few seconds.";

export const RETRY_AFTER_SECONDS = 10;

/** Thrown by work that has no room for another request just now: answered as answerBusy does. */
export class ServerBusy extends Error {
  constructor() {
    super(BUSY_MESSAGE);
  }
}

/** API requests and anything not asking for HTML get JSON; a browser's page request gets a page. */
const wantsPage = (request: FastifyRequest) =>
  !request.url.startsWith("/api/") && (request.headers.accept ?? "").includes("text/html");

/** 503 with Retry-After, at once: the busy page for a browser, else the message as JSON. */
export function answerBusy(request: FastifyRequest, reply: FastifyReply) {
  reply.status(503).header("retry-after", RETRY_AFTER_SECONDS).header("cache-control", "no-store");
  return wantsPage(request)
    ? reply.type("text/html; charset=utf-8").send(busyPage)
    : reply.send({ error: BUSY_MESSAGE });
}

export const busyPage = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Very busy just now – Real Access</title>
<style>
:root { color-scheme: light dark; }
body { margin: 0; font: 1.125rem/1.6 Arial, "Liberation Sans", sans-serif; color: #1b1b1b; background: #ffffff; }
main { max-width: 36rem; margin: 0 auto; padding: 3rem 1.25rem; }
h1 { font-size: 1.75rem; line-height: 1.25; color: #0d5e58; }
a { color: #0d5e58; font-weight: bold; text-underline-offset: 0.25em; }
a:focus-visible { outline: 3px solid currentColor; outline-offset: 3px; }
@media (prefers-color-scheme: dark) {
  body { color: #f2f2f2; background: #121212; }
  h1, a { color: #7fd6cc; }
}
</style>
</head>
<body>
<main>
<h1>We are very busy just now</h1>
<p>So many people are visiting Real Access at the moment that we could not show you this page. Nothing is wrong with your device or your connection.</p>
<p>Please wait a few seconds, then <a href="">try this page again</a>.</p>
</main>
</body>
</html>
`;
