// What each feed carries, newest first: each kind's own query (modules/<kind>/kind.ts). Each
// query names the columns a feed uses and no others, so an author's e-mail address cannot reach a
// feed even by mistake.
import type { FeedKind } from "../../../shared/content-kinds.ts";
import type { Db } from "../../db/connection.ts";
import type { FeedEntry } from "../../lib/content-kind.ts";
import { SERVER_KINDS } from "../content-kinds/registry.ts";

export function feedEntries(kind: FeedKind, db: Db, limit: number): Promise<FeedEntry[]> {
  const entries = SERVER_KINDS[kind].feedEntries;
  if (!entries) throw new Error(`The ${kind} kind has a feed but no feedEntries`);
  return entries(db, limit);
}
