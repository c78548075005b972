// Test files that start processes of their own (spawnScript) run first. Each takes 10-15 s,
// mostly waiting on its child; begun last, it would finish alone while the other worker sat idle
// (a run took 57 s in this order and 85 s in a shuffled one). Otherwise Vitest's own order: the
// slowest of the last run first, or the largest file when there is no last run.
import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const startsProcesses = (file: TestSpecification) =>
  readFileSync(file.moduleId, "utf8").includes("spawnScript(");

export class ProcessesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(startsProcesses), ...sorted.filter((file) => !startsProcesses(file))];
  }
}
