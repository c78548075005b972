import { describe, expect, it } from "vitest";
import { nextRenderStep } from "./render-steps.ts";

describe("render steps", () => {
  it("take one turn of the event loop each, in the order asked for, between renders", async () => {
    // Counts the loop's turns: other work that runs while the renders wait.
    let turn = 0;
    let counting = true;
    const count = () => {
      turn += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);

    const steps: { name: string; turn: number }[] = [];
    const render = async (name: string) => {
      for (const step of [1, 2, 3]) {
        await nextRenderStep();
        steps.push({ name: `${name}${step}`, turn });
      }
    };
    await Promise.all([render("a"), render("b")]);
    counting = false;

    expect(steps.map((step) => step.name)).toEqual(["a1", "b1", "a2", "b2", "a3", "b3"]);
    const turns = steps.map((step) => step.turn);
    // Never two steps in one turn: the loop comes round between them.
    expect(new Set(turns).size).toBe(turns.length);
    expect(turns).toEqual([...turns].sort((x, y) => x - y));
  });

  it("lets a render that asks again later go on", async () => {
    await nextRenderStep();
    await expect(nextRenderStep()).resolves.toBeUndefined();
  });
});
