// A local HTTP server of news feeds for the news-source tests: RSS 2.0 and Atom with
// validators that answer 304, a malformed feed, a slow one, a huge one, redirects and failures.
// It listens on 127.0.0.1 on a port the system chooses, and records every request it gets.
import { createHash } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { escapeHtml } from "../render/document.ts";

export interface TestFeedItem {
  guid?: string;
  title: string;
  link?: string;
  description?: string;
  /** RSS content:encoded, HTML. */
  content?: string;
  pubDate?: string;
}

// The site's own escaper: its entities are XML's too.
const escapeXml = escapeHtml;

export function rssDocument(items: TestFeedItem[], title = "Accessibility news"): string {
  const entries = items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      ${item.link ? `<link>${escapeXml(item.link)}</link>` : ""}
      ${item.guid ? `<guid isPermaLink="false">${escapeXml(item.guid)}</guid>` : ""}
      ${item.description ? `<description>${escapeXml(item.description)}</description>` : ""}
      ${item.content ? `<content:encoded><![CDATA[${item.content}]]></content:encoded>` : ""}
      ${item.pubDate ? `<pubDate>${item.pubDate}</pubDate>` : ""}
    </item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>https://news.example/</link>
    <description>Test feed</description>
${entries}
  </channel>
</rss>`;
}

export const ATOM_DOCUMENT = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Atom accessibility news</title>
  <id>urn:uuid:60a76c80-d399-11d9-b93C-0003939e0af6</id>
  <updated>2026-02-10T12:00:00Z</updated>
  <entry>
    <title type="html">Captions &lt;em&gt;everywhere&lt;/em&gt; at the festival</title>
    <link rel="alternate" href="https://atom.example/captions"/>
    <link rel="enclosure" type="image/jpeg" href="https://atom.example/captions.jpg"/>
    <id>tag:atom.example,2026:captions</id>
    <published>2026-02-09T08:30:00Z</published>
    <updated>2026-02-10T08:30:00Z</updated>
    <summary>Every stage will have live captions.</summary>
    <content type="html">&lt;p&gt;Every stage will have &lt;b&gt;live captions&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;Screens sit beside each stage.&lt;/p&gt;</content>
  </entry>
  <entry>
    <title>Step-free routes mapped for the city centre</title>
    <link href="/step-free"/>
    <id>tag:atom.example,2026:step-free</id>
    <updated>2026-02-08T10:00:00Z</updated>
    <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>The new map shows every dropped kerb.</p></div></content>
  </entry>
</feed>`;

/** An item with pictures from `imageOrigin`: an enclosure, media thumbnails, an <img> in its text
 * and a 1×1 tracking pixel. None may be kept or shown. */
export function picturedDocument(imageOrigin: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>Pictured news</title>
    <link>https://news.example/</link>
    <item>
      <title>A new ramp at the town hall</title>
      <link>https://news.example/ramp</link>
      <guid>https://news.example/ramp</guid>
      <enclosure url="${imageOrigin}/ramp.jpg" type="image/jpeg" length="1000"/>
      <media:thumbnail url="${imageOrigin}/ramp-small.jpg"/>
      <media:content url="${imageOrigin}/ramp-large.jpg" medium="image"/>
      <description>The town hall has a new ramp.</description>
      <content:encoded><![CDATA[<p><img src="${imageOrigin}/ramp.jpg" alt="The ramp">The town hall has a new ramp.</p><p>It opens on Monday.<img src="${imageOrigin}/pixel.gif?reader=1" width="1" height="1" alt=""></p>]]></content:encoded>
      <pubDate>Tue, 03 Feb 2026 10:00:00 GMT</pubDate>
    </item>
  </channel>
</rss>`;
}

/** Two complete items, then the document stops mid-element. */
export const MALFORMED_DOCUMENT = `${rssDocument([
  { guid: "malformed-1", title: "A complete first item", description: "Fine so far." },
  { guid: "malformed-2", title: "A complete second item", description: "Still fine." },
]).replace(/<\/channel>[\s\S]*$/, "")}    <item><title>Cut off`;

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
}

export interface FeedServer {
  /** The absolute URL of a path on this server. */
  url(path: string): string;
  origin: string;
  requests: RecordedRequest[];
  /** The RSS items at /rss.xml; changing them changes its ETag. */
  rssItems: TestFeedItem[];
  /** How long /slow.xml waits before answering. */
  slowMs: number;
  /** Bytes /huge.xml streams (without a Content-Length). */
  hugeBytes: number;
  close(): Promise<void>;
}

const etagOf = (body: string) => `"${createHash("sha1").update(body).digest("hex").slice(0, 16)}"`;

function sendXml(response: ServerResponse, body: string, headers: Record<string, string> = {}) {
  response.writeHead(200, { "content-type": "application/rss+xml; charset=utf-8", ...headers });
  response.end(body);
}

export async function startFeedServer(): Promise<FeedServer> {
  const state = {
    requests: [] as RecordedRequest[],
    rssItems: [
      {
        guid: "rss-1",
        title: "Ramps installed at every station on the line",
        link: "https://rss.example/ramps",
        description: "<p>The operator finished <b>48 ramps</b> &amp; new signs.</p>",
        pubDate: "Mon, 02 Feb 2026 09:15:00 GMT",
      },
      {
        guid: "https://rss.example/loops",
        title: "Hearing loops tested in 200 shops",
        link: "https://rss.example/loops",
        description: "A survey of loops.",
        content: "<p>Most loops worked.</p><script>alert('x')</script><p>Some were off.</p>",
        pubDate: "Sun, 01 Feb 2026 18:00:00 GMT",
      },
      {
        title: "Quiet hour spreads to more supermarkets",
        link: "https://rss.example/quiet-hour",
        description: "Lights dimmed and music off on Tuesday mornings.",
        pubDate: "Sat, 31 Jan 2026 07:00:00 GMT",
      },
    ] as TestFeedItem[],
    slowMs: 2000,
    hugeBytes: 3 * 1024 * 1024,
  };
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    state.requests.push({ path, headers: request.headers });
    switch (path.split("?")[0]) {
      case "/rss.xml": {
        const body = rssDocument(state.rssItems);
        const etag = etagOf(body);
        if (request.headers["if-none-match"] === etag) {
          response.writeHead(304, { etag });
          response.end();
          return;
        }
        sendXml(response, body, { etag });
        return;
      }
      case "/dated.xml": {
        // Last-Modified only, and no ETag.
        const lastModified = "Tue, 03 Feb 2026 10:00:00 GMT";
        if (request.headers["if-modified-since"] === lastModified) {
          response.writeHead(304, { "last-modified": lastModified });
          response.end();
          return;
        }
        sendXml(response, rssDocument(state.rssItems), { "last-modified": lastModified });
        return;
      }
      case "/unconditional.xml":
        // No validators at all: every refresh reads the whole feed again.
        sendXml(response, rssDocument(state.rssItems));
        return;
      case "/pictured.xml": {
        const { port } = server.address() as AddressInfo;
        sendXml(response, picturedDocument(`http://127.0.0.1:${port}`));
        return;
      }
      case "/atom.xml":
        sendXml(response, ATOM_DOCUMENT, { "content-type": "application/atom+xml" });
        return;
      case "/malformed.xml":
        sendXml(response, MALFORMED_DOCUMENT, { etag: '"malformed"' });
        return;
      case "/not-a-feed.xml":
        sendXml(response, "<html><body><p>Hello</p></body></html>");
        return;
      case "/slow.xml": {
        const timer = setTimeout(() => {
          timers.delete(timer);
          sendXml(response, rssDocument(state.rssItems));
        }, state.slowMs);
        timers.add(timer);
        return;
      }
      case "/huge.xml": {
        response.writeHead(200, { "content-type": "application/rss+xml" });
        response.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title>');
        const chunk = `<!-- ${"x".repeat(64 * 1024)} -->`;
        let sent = 0;
        const pump = () => {
          while (sent < state.hugeBytes && !response.destroyed) {
            sent += chunk.length;
            if (!response.write(chunk)) {
              response.once("drain", pump);
              return;
            }
          }
          if (!response.destroyed) response.end("</channel></rss>");
        };
        pump();
        return;
      }
      case "/declared-huge.xml":
        response.writeHead(200, {
          "content-type": "application/rss+xml",
          "content-length": String(state.hugeBytes),
        });
        response.end(); // the length alone must be enough to refuse it (the client stops reading)
        return;
      case "/redirect":
        response.writeHead(302, { location: "/rss.xml" });
        response.end();
        return;
      case "/redirect-loop":
        response.writeHead(301, { location: "/redirect-loop" });
        response.end();
        return;
      case "/redirect-to-localhost": {
        const { port } = server.address() as AddressInfo;
        response.writeHead(307, { location: `http://localhost:${port}/rss.xml?via=localhost` });
        response.end();
        return;
      }
      default:
        response.writeHead(404, { "content-type": "text/plain" });
        response.end("Not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    url: (path) => `${origin}${path}`,
    get requests() {
      return state.requests;
    },
    get rssItems() {
      return state.rssItems;
    },
    set rssItems(items) {
      state.rssItems = items;
    },
    get slowMs() {
      return state.slowMs;
    },
    set slowMs(ms) {
      state.slowMs = ms;
    },
    get hugeBytes() {
      return state.hugeBytes;
    },
    set hugeBytes(bytes) {
      state.hugeBytes = bytes;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
