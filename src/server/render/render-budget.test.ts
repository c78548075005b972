import { describe, expect, it } from "vitest";
import { RenderBudget } from "./render-budget.ts";

describe("the render budget", () => {
  it("lets renders in until they have taken its share of the last second, then again as it passes", async () => {
    let now = 0;
    const budget = new RenderBudget(400, () => now);
    const render = (ms: number) =>
      budget.spend(async () => {
        now += ms;
      });
    expect(budget.available()).toBe(true);
    await render(250);
    expect(budget.available()).toBe(true);
    await render(200); // 450 ms of rendering in the last second
    expect(budget.available()).toBe(false);
    now += 801; // the first render ended over a second ago
    expect(budget.available()).toBe(true);
  });

  it("counts a render that failed", async () => {
    let now = 0;
    const budget = new RenderBudget(400, () => now);
    const failing = budget.spend(async () => {
      now += 500;
      throw new Error("the database went away");
    });
    await expect(failing).rejects.toThrow("the database went away");
    expect(budget.available()).toBe(false);
  });
});
