// Every check by its id, its name in words and whether it stops publishing: the one list the
// editor's checks, the publish step and the server's refusal all read. A check's severity is not
// chosen where it is found but looked up here (an error is a check that stops publishing), so what
// the editor is told must be fixed and what the server refuses can never drift apart.
// Free of zod and React: the contracts, the browser and the server's worker all import it.

export const CHECK_RULES = {
  "image-alt": { name: "Image description", stopsPublishing: true },
  "media-image": { name: "Image from the media library", stopsPublishing: true },
  /** Nested past the limits (markdown/limits.ts): the text cannot be checked or shown as it is. */
  structure: { name: "Lists and quotes nested too deep", stopsPublishing: true },
  "link-text": { name: "Link words", stopsPublishing: false },
  "heading-order": { name: "Heading levels", stopsPublishing: false },
  readability: { name: "Reading age", stopsPublishing: false },
  "long-paragraph": { name: "Paragraph length", stopsPublishing: false },
  "all-caps": { name: "Capitals", stopsPublishing: false },
  "plain-words": { name: "Plain words", stopsPublishing: false },
} as const satisfies Record<string, { name: string; stopsPublishing: boolean }>;

export type CheckRule = keyof typeof CHECK_RULES;

export const CHECK_RULE_IDS = Object.keys(CHECK_RULES) as [CheckRule, ...CheckRule[]];

/** The rules whose every finding refuses publishing: the reasons the publish step can be refused. */
export type PublishStoppingRule = {
  [Rule in CheckRule]: (typeof CHECK_RULES)[Rule]["stopsPublishing"] extends true ? Rule : never;
}[CheckRule];

export const PUBLISH_STOPPING_RULES = CHECK_RULE_IDS.filter(
  (rule) => CHECK_RULES[rule].stopsPublishing,
) as [PublishStoppingRule, ...PublishStoppingRule[]];

export const severityOf = (rule: CheckRule) =>
  CHECK_RULES[rule].stopsPublishing ? ("error" as const) : ("warning" as const);

/** "Image description": the check's name, as the list and the refusal say it. */
export const checkName = (rule: CheckRule) => CHECK_RULES[rule].name;
