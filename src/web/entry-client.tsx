import "./lib/zod-jitless.ts";
import "./styles.css";
import type { DehydratedState } from "@tanstack/react-query";
import { hydrateRoot } from "react-dom/client";
import { type SiteConfig, STATE_ELEMENT_ID } from "../shared/site.ts";
import { browserFetchJson } from "./lib/api-client.ts";
import { forgetDialogEntry } from "./lib/dialog-history.ts";
import { keepFocusThroughRemounts } from "./lib/keep-focus-through-remounts.ts";
import { preloadChunksShownIn } from "./lib/preloadable.tsx";
import { createQueryClient } from "./lib/query-client.ts";
import { Root } from "./root.tsx";
import { matchRoute } from "./routes.ts";

interface EmbeddedState {
  site: SiteConfig;
  query: DehydratedState;
}

const stateElement = document.getElementById(STATE_ELEMENT_ID);
const embedded = JSON.parse(stateElement?.textContent ?? "{}") as EmbeddedState;

// A reload with a reading dialog open shows the item's own page, as the server rendered it.
forgetDialogEntry();

// Load this page's chunk before hydrating, so the server's HTML is matched without a flash; then
// the chunks of the parts it rendered that the page loads apart (the story form). The contact
// form hydrates later, once wanted; until then it is the server's HTML.
await matchRoute(window.location.pathname).page.preload();
const root = document.getElementById("root");
if (root) await preloadChunksShownIn(root);

// Before hydrating: a visitor may already have tabbed into the server's HTML.
keepFocusThroughRemounts();

if (root) {
  hydrateRoot(
    root,
    <Root
      queryClient={createQueryClient(browserFetchJson)}
      site={embedded.site}
      dehydratedState={embedded.query}
    />,
  );
}
