// Prints the ten slowest tests when a run ends, so a test that grows slow is seen at once.
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

const SHOWN = 10;

export default class SlowestReporter implements Reporter {
  private readonly timings: { title: string; duration: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const title = `${test.location.file.split("/").pop()}:${test.location.line} › ${test.title}`;
    this.timings.push({ title, duration: result.duration });
  }

  onEnd(_result: FullResult) {
    const slowest = [...this.timings].sort((a, b) => b.duration - a.duration).slice(0, SHOWN);
    if (slowest.length === 0) return;
    const lines = slowest.map(
      ({ title, duration }) => `${(duration / 1000).toFixed(1).padStart(6)} s  ${title}`,
    );
    console.log(`\nSlowest ${slowest.length} tests:\n${lines.join("\n")}`);
  }

  printsToStdio() {
    return false;
  }
}
