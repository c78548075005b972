// What the one editor (./publishing-editor.tsx) and the one admin list (./publishing-admin.tsx) need of
// a kind written in the admin: the fields that are its own besides the title, excerpt and text,
// the contract its saves are checked by, and the words its list and editor use. Each kind's is in
// its own file (./article-publishing.tsx, ./news-publishing.tsx).
import type { ComponentType } from "react";
import type { PublishingKindName } from "../../../shared/publishing-kinds.ts";
import type {
  PublishingBody,
  PublishingItem,
  PublishingSummary,
} from "../../lib/queries/publishing.ts";

/** The fields every kind has. */
export interface CommonFields {
  title: string;
  excerpt: string;
  content: string;
}

export interface OwnFieldsProps<Own> {
  value: Own;
  onChange: (value: Own) => void;
  /** The message for a field, by its element id. */
  problemOf: (id: string) => string | undefined;
}

/** A problem the contract found: where (its path in the body) and what. */
export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

export interface EditingKind<Kind extends PublishingKindName, Own> {
  kind: Kind;
  /** Its fields' element ids start with this: "article" → "article-title". */
  idPrefix: string;
  limits: { title: number; excerpt: number; content: number };
  excerptHint: string;
  /**
   * The text: Markdown with its toolbar, image upload and a live preview through the public
   * renderer (articles), or plain paragraphs (news, as its page shows them).
   */
  markdown: boolean;
  textHint: string;
  /** The kind's own fields of a saved piece, or empty ones for a new piece. */
  ownOf(item: PublishingItem<Kind> | undefined): Own;
  /** Checks the fields with the server's contract: the body to send, or the problems. */
  check(common: CommonFields, own: Own): { body: PublishingBody<Kind> } | { issues: Issue[] };
  /** The element a problem in the kind's own fields belongs to. */
  fieldIdOf(path: readonly PropertyKey[]): string | undefined;
  /** The kind's own fields between the excerpt and the text. */
  Fields: ComponentType<OwnFieldsProps<Own>>;
  /** Any more of them, below the text and its checks. */
  Details?: ComponentType<OwnFieldsProps<Own>>;
  words: {
    /** The list's heading. */
    heading: string;
    write: string;
    newTitle: string;
    backLabel: string;
    /** Lists: "Loading articles…", "No articles yet. Write the first one." */
    loading: string;
    none: string;
    caption(count: number): string;
    untitled: string;
  };
  /** Who wrote it, in the list. */
  byline(summary: PublishingSummary<Kind>): string;
  /** Words after its status in the list (", top story"). */
  statusNote?(summary: PublishingSummary<Kind>): string;
}
