// The page's scripts are asked for once the page has painted, not with the stylesheet. Every
// page is rendered by the server and readable without them: on a slow phone connection they
// would share the bandwidth with the stylesheet and the body font and so hold back the first
// paint (decision 022). The browser's own paint timing says when that paint has happened. A
// hidden tab paints nothing, so it starts them at once, and a timer covers a browser that never
// reports a paint.
import type { Plugin } from "vite";

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The inline script that adds the entry script and its preloads once the page has painted. */
function loaderScript(entry: string, preloads: string[]): string {
  const files = JSON.stringify({ entry, preloads });
  return `(function(files){var started=false;
function start(){if(started)return;started=true;
files.preloads.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.appendChild(link)});
var script=document.createElement("script");script.type="module";script.crossOrigin="";script.src=files.entry;document.head.appendChild(script)}
var paints=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(document.visibilityState==="hidden"||paints.indexOf("paint")===-1){start();return}
new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true});
setTimeout(start,4000)})(${files})`;
}

export const scriptsAfterFirstPaint: Plugin = {
  name: "scripts-after-first-paint",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(html) {
      const entry = ENTRY_SCRIPT.exec(html)?.[1];
      if (!entry) throw new Error("scripts-after-first-paint: no entry script in index.html");
      const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
      const rest = html.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, "");
      return rest.replace(
        "</body>",
        `<script>${loaderScript(entry, preloads)}</script>\n  </body>`,
      );
    },
  },
};
