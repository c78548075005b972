// Every kind written in the admin, each declared by its own module. The routes, previews and the
// scheduled publishing job are built from this list; a kind added here gets them all.
import type { PublishingSnapshot } from "../../../shared/contracts/publishing.ts";
import type { PublishingKind, PublishingRow } from "../../lib/publishing-kind.ts";
import { articlePublishing } from "../articles/publishing.ts";
import { newsPublishing } from "../news/publishing.ts";

type Each = typeof articlePublishing | typeof newsPublishing;
type ItemOf<Kind> = Kind extends { forAdmin(db: never, row: never): Promise<infer Item> }
  ? Item
  : never;
type ListOf<Kind> = Kind extends { summaries(db: never, authorId: never): Promise<infer List> }
  ? List
  : never;

/**
 * Any of the kinds below, answering as one of them does: a piece is one kind's or another's, and
 * so is a list of pieces (never a mixture), as their endpoints declare.
 */
export type ListedKind = PublishingKind<
  PublishingRow,
  { content: string },
  { content?: string | undefined },
  PublishingSnapshot,
  ItemOf<Each>,
  ListOf<Each>
>;

export const PUBLISHING: readonly ListedKind[] = [articlePublishing, newsPublishing];
