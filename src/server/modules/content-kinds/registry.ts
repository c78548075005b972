// Every kind of content's server side, one line each; what they share with the browser is in
// shared/content-kinds.ts. The sitemap, the feeds and the activity log's titles read this.
import type { KindName } from "../../../shared/content-kinds.ts";
import type { ServerContentKind } from "../../lib/content-kind.ts";
import { accessGuideKind } from "../access-guides/kind.ts";
import { articleKind } from "../articles/kind.ts";
import { newsKind } from "../news/kind.ts";
import { quickSolutionKind } from "../quick-solutions/kind.ts";
import { storyKind } from "../stories/kind.ts";

export const SERVER_KINDS: Record<KindName, ServerContentKind> = {
  news: newsKind,
  article: articleKind,
  story: storyKind,
  "quick-solution": quickSolutionKind,
  "access-guide": accessGuideKind,
};
