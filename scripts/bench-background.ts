// The background of `npm run bench`'s mixed row, in a process of its own so that sending it does
// not slow the client that measures the page (autocannon keeps its own process's core busy): about
// 40 likes, 4 contact messages and 20 logouts with made-up cookies a second, and 40 page requests
// a second with random utm_source values, each from its own address. None of them changes the page.
// Arguments: the address to send to (the app, or a Varnish in front of it), the page's path. Runs
// until it is sent SIGTERM; then it prints how many page requests were answered, by their X-Cache
// header (`none` straight from the app), and ends.
import http from "node:http";

const [appUrl = "", pagePath = "/"] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

let visitor = 0;
/** A new client address for each request, as from many visitors (the app trusts the proxy header). */
const from = () => {
  visitor += 1;
  return { "x-forwarded-for": `198.51.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}` };
};

/** Page requests answered, by the X-Cache header of the answer. */
const pages: Record<string, number> = {};

function send(path: string, method: string, headers: Record<string, string>, body?: string) {
  const request = http.request(`${appUrl}${path}`, { method, headers, agent }, (answer) => {
    if (method === "GET") {
      const cache = String(answer.headers["x-cache"] ?? "none");
      pages[cache] = (pages[cache] ?? 0) + 1;
    }
    answer.resume();
  });
  request.on("error", () => {});
  request.end(body);
}

const stories: { id: number }[] = await (
  await fetch(`${appUrl}/api/community?approved=true`)
).json();
const json = { "content-type": "application/json" };
const background: [perSecond: number, request: (n: number) => void][] = [
  [40, (n) => send(`/api/community/${stories[n % stories.length]?.id}/like`, "POST", from())],
  [
    4,
    (n) =>
      send(
        "/api/contact",
        "POST",
        { ...json, ...from() },
        JSON.stringify({
          name: `Visitor ${n}`,
          email: `visitor${n}@example.org`,
          message: "Do you have a hearing loop at the counter?",
        }),
      ),
  ],
  [
    20,
    () =>
      send("/api/admin/logout", "POST", { cookie: `ra_admin=made-up-${Math.random()}`, ...from() }),
  ],
  [40, (n) => send(`${pagePath}?utm_source=mailing-${n}-${Math.random()}`, "GET", from())],
];
let n = 0;
for (const [perSecond, request] of background) {
  setInterval(() => request(n++), 1000 / perSecond);
}
process.on("SIGTERM", () => {
  console.log(`pages answered ${JSON.stringify(pages)}`);
  process.exit(0);
});
console.log("background running");
