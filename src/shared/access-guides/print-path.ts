// The address of a published guide's large-print page: its own page's, with /print after it.
// A file of its own, so the guide's page can link there without loading the HTML builder.
import { permalinkPath } from "../permalinks.ts";

export const guidePrintPath = (guide: { id: number; name: string }) =>
  `${permalinkPath("access-guide", { id: guide.id, title: guide.name })}/print`;
