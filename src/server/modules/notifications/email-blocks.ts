// An e-mail is written once, as a list of blocks, and rendered twice: as plain text and as simple
// HTML, so the two parts always say the same thing. Every value is escaped here, in one place.

import { type AdminTab, adminTabPath } from "../../../shared/admin-tabs.ts";
import { formatUkDateTime } from "../../../shared/dates.ts";
import { escapeHtml } from "../../render/document.ts";

export type Block =
  | { type: "paragraph"; text: string }
  | { type: "heading"; text: string }
  /** Label and value pairs, each on one line; a pair whose value is null is left out. */
  | { type: "facts"; facts: [label: string, value: string | null][] }
  /** A visitor's own words, line breaks kept. */
  | { type: "quote"; text: string }
  | { type: "link"; text: string; href: string };

export interface EmailContent {
  subject: string;
  blocks: Block[];
}

/** Header text: one line, no control characters, at most `max` characters. */
export function headerText(value: string, max = 120): string {
  const line = oneLine(value);
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** `value` on one line, without control characters (line and paragraph separators included). */
const oneLine = (value: string) =>
  value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** '23 November 2026, 09:00 (UK time)' */
export const ukTime = (iso: string) => `${formatUkDateTime(iso)} (UK time)`;

/** An admin tab's absolute address (shared/admin-tabs.ts). */
export const adminTabUrl = (siteUrl: string, tab: AdminTab) =>
  new URL(adminTabPath(tab), siteUrl).href;

/**
 * The facts that have a value, each value on one line: a line break in one (a message stored before
 * the contracts refused them) would otherwise start a line that reads as another fact.
 */
const presentFacts = (facts: [string, string | null][]) =>
  facts
    .filter((fact): fact is [string, string] => fact[1] !== null && fact[1] !== "")
    .map(([label, value]): [string, string] => [label, oneLine(value)]);

export function renderText(blocks: Block[]): string {
  const parts = blocks.map((block) => {
    switch (block.type) {
      case "paragraph":
      case "quote":
        return block.text;
      case "heading":
        return `${block.text}\n${"-".repeat(Math.min(block.text.length, 72))}`;
      case "facts":
        return presentFacts(block.facts)
          .map(([label, value]) => `${label}: ${value}`)
          .join("\n");
      case "link":
        return `${block.text}:\n${block.href}`;
      default:
        return block satisfies never;
    }
  });
  return `${parts.join("\n\n")}\n`;
}

const paragraphStyle = "margin:0 0 16px";

export function renderHtml({ subject, blocks }: EmailContent): string {
  const body = blocks.map((block) => {
    switch (block.type) {
      case "paragraph":
        return `<p style="${paragraphStyle}">${escapeHtml(block.text)}</p>`;
      case "heading":
        return `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(block.text)}</h2>`;
      case "facts":
        return `<p style="${paragraphStyle}">${presentFacts(block.facts)
          .map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`)
          .join("<br>")}</p>`;
      case "quote":
        return `<div style="${paragraphStyle};white-space:pre-wrap;border-left:4px solid #595959;padding-left:12px">${escapeHtml(block.text)}</div>`;
      case "link":
        return `<p style="${paragraphStyle}"><a href="${escapeHtml(block.href)}">${escapeHtml(block.text)}</a></p>`;
      default:
        return block satisfies never;
    }
  });
  return [
    "<!doctype html>",
    '<html lang="en-GB"><head><meta charset="utf-8">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#000;background:#fff">',
    ...body,
    "</body></html>",
  ].join("\n");
}

/** '1 new message', '3 new messages' */
export const formatCount = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;
