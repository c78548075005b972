// Writes what the accessibility checks found to src/web/content/accessibility-evidence.json, which
// the evidence page (/accessibility-statement/evidence) shows: when they ran, how many checks of
// each kind passed and failed, and the journeys whose spoken transcripts were compared. Only when
// asked (`npm run evidence:update`, which runs every browser test), so a partial run never stands
// for the whole.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** The checks the page reports, by the spec file and, where given, the describe block's words. */
const GROUPS: { id: string; file: string; within?: string }[] = [
  { id: "axe", file: "axe.spec.ts" },
  { id: "keyboard", file: "keyboard.spec.ts" },
  { id: "keyboard", file: "keyboard-walk.spec.ts" },
  { id: "focus-visible", file: "focus-visible.spec.ts" },
  { id: "wcag22", file: "wcag22.spec.ts" },
  { id: "no-javascript-pages", file: "degraded-modes.spec.ts", within: "without JavaScript" },
  { id: "no-javascript-journeys", file: "no-javascript.spec.ts" },
  { id: "no-css", file: "degraded-modes.spec.ts", within: "without CSS" },
  { id: "forced-colours", file: "degraded-modes.spec.ts", within: "in forced colours" },
  { id: "text-200", file: "degraded-modes.spec.ts", within: "with text at 200 %" },
  { id: "reflow", file: "reflow.spec.ts" },
  { id: "transcripts", file: "transcripts.spec.ts" },
];

const OUTPUT = join(
  import.meta.dirname,
  "..",
  "..",
  "src",
  "web",
  "content",
  "accessibility-evidence.json",
);

export default class EvidenceReporter implements Reporter {
  private readonly counts = new Map(GROUPS.map(({ id }) => [id, { passed: 0, failed: 0 }]));
  private readonly journeys = new Set<string>();
  private all = 0;

  onTestEnd(test: TestCase, result: TestResult) {
    this.all++;
    const file = test.location.file.split("/").pop() ?? "";
    const path = test.titlePath().join(" › ");
    const group = GROUPS.find(
      (each) => each.file === file && (!each.within || path.includes(each.within)),
    );
    if (!group) return;
    const count = this.counts.get(group.id);
    if (!count) return;
    if (result.status === "passed") count.passed++;
    else if (result.status !== "skipped") count.failed++;
    if (group.id === "transcripts") this.journeys.add(test.title);
  }

  onEnd(result: FullResult) {
    if (process.env.UPDATE_EVIDENCE !== "1") return;
    const evidence = {
      ranOn: new Date().toISOString().slice(0, 10),
      outcome: result.status,
      browserTests: this.all,
      checks: Object.fromEntries(this.counts),
      transcripts: [...this.journeys].sort(),
    };
    writeFileSync(OUTPUT, `${JSON.stringify(evidence, null, 2)}\n`);
  }

  printsToStdio() {
    return false;
  }
}
