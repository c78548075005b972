// Quick solutions as a kind of content (modules/content-kinds/): every one has a page, titled by
// its issue, in the order the list shows them. They have no feed.
import { asc } from "drizzle-orm";
import { quickSolutions } from "../../db/schema.ts";
import type { ServerContentKind } from "../../lib/content-kind.ts";

export const quickSolutionKind: ServerContentKind = {
  titled: { table: quickSolutions, id: quickSolutions.id, title: quickSolutions.issue },
  sitemapItems: (db) =>
    db
      .select({ id: quickSolutions.id, title: quickSolutions.issue })
      .from(quickSolutions)
      .orderBy(asc(quickSolutions.displayOrder), asc(quickSolutions.id)),
};
