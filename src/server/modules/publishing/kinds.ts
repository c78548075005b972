// Every kind written in the admin, each declared by its own module. The routes, previews and the
// scheduled publishing job are built from this list; a kind added here gets them all.
import { articlePublishing } from "../advice/publishing.ts";
import { newsPublishing } from "../news/publishing.ts";
import type { AnyPublishingKind } from "./publishing-kind.ts";

export const PUBLISHING: readonly AnyPublishingKind[] = [articlePublishing, newsPublishing];
