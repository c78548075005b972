// Test files that start processes of their own (spawnScript) run first. Each takes 10-15 s,
// mostly waiting on its child; begun last, it would finish alone while the other worker sat idle
// (a run took 57 s in this order and 85 s in a shuffled one). Otherwise Vitest's own order: the
// slowest of the last run first, or the largest file when there is no last run.
//
// SHUFFLE_TEST_FILES=<a number> runs the files in an order drawn from that seed instead, to show
// no file depends on another (Vitest's own --sequence.shuffle gives way to a custom sequencer).
import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const startsProcesses = (file: TestSpecification) =>
  readFileSync(file.moduleId, "utf8").includes("spawnScript(");

/** The same order for the same seed (mulberry32, then Fisher–Yates). */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

export class ProcessesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const seed = process.env.SHUFFLE_TEST_FILES;
    if (seed) return shuffled(sorted, Number(seed) || 1);
    const first = new Set(sorted.filter(startsProcesses));
    return [...first, ...sorted.filter((file) => !first.has(file))];
  }
}
