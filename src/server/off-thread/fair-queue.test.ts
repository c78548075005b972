// Turns shared between people: one person's pile of tasks never keeps another waiting for more
// than the tasks already running, and fills only their own share of the waiting room.
import { describe, expect, it } from "vitest";
import { ServerBusy } from "../http/busy-page.ts";
import { FairQueue } from "./fair-queue.ts";

/** A task that finishes when the test says so, noting when it started. */
function heldTask(name: string, started: string[]) {
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    work: async () => {
      started.push(name);
      await finished;
      return name;
    },
    finish: () => finish(),
  };
}

const limits = { running: 1, waiting: 16, perPersonRunning: 2, perPersonWaiting: 4 };

describe("the worker pool's fair queue", () => {
  it("serves people in turn, so a newcomer goes next after the task running", async () => {
    const queue = new FairQueue(limits);
    const started: string[] = [];
    const flood = ["a1", "a2", "a3", "a4", "a5"].map((name) => heldTask(name, started));
    const runs = flood.map((task) => queue.run("attacker", task.work));
    const honest = heldTask("b1", started);
    const honestRun = queue.run("honest", honest.work);

    flood[0]?.finish();
    await runs[0];
    await Promise.resolve();
    // The honest person's task runs next, ahead of the attacker's four waiting.
    expect(started).toEqual(["a1", "b1"]);
    honest.finish();
    await expect(honestRun).resolves.toBe("b1");
    for (const task of flood) task.finish();
    await Promise.allSettled(runs);
  });

  it("turns a person away past their own share of the waiting room, and no one else", async () => {
    const queue = new FairQueue(limits);
    const started: string[] = [];
    const tasks = Array.from({ length: 6 }, (_, i) => heldTask(`a${i}`, started));
    // One running, four waiting: the sixth is past the attacker's share.
    const runs = tasks.slice(0, 5).map((task) => queue.run("attacker", task.work));
    // Said before the work is asked for (an upload is turned away before its file is read).
    expect(queue.isFull("attacker")).toBe(true);
    expect(queue.isFull("honest")).toBe(false);
    await expect(queue.run("attacker", tasks[5]?.work ?? (async () => ""))).rejects.toBeInstanceOf(
      ServerBusy,
    );
    const honest = heldTask("b1", started);
    const honestRun = queue.run("honest", honest.work);
    expect(queue.waitingCount).toBe(5);
    for (const task of tasks) task.finish();
    honest.finish();
    await expect(honestRun).resolves.toBe("b1");
    await Promise.all(runs);
  });

  it("runs at most two of one person's tasks at once, however many threads are free", async () => {
    const queue = new FairQueue({ ...limits, running: 4 });
    const started: string[] = [];
    const tasks = ["a1", "a2", "a3"].map((name) => heldTask(name, started));
    const runs = tasks.map((task) => queue.run("one person", task.work));
    await Promise.resolve();
    expect(started).toEqual(["a1", "a2"]);
    tasks[0]?.finish();
    await runs[0];
    await Promise.resolve();
    expect(started).toEqual(["a1", "a2", "a3"]);
    for (const task of tasks) task.finish();
    await Promise.all(runs);
  });

  it("turns everyone away once the whole waiting room is full", async () => {
    const queue = new FairQueue({ ...limits, waiting: 3 });
    const started: string[] = [];
    const tasks = Array.from({ length: 4 }, (_, i) => heldTask(`p${i}`, started));
    const runs = tasks.map((task, i) => queue.run(`person ${i}`, task.work));
    expect(queue.isFull("latecomer")).toBe(true);
    await expect(queue.run("latecomer", async () => "in")).rejects.toBeInstanceOf(ServerBusy);
    for (const task of tasks) task.finish();
    await Promise.all(runs);
    await expect(queue.run("latecomer", async () => "in")).resolves.toBe("in");
  });
});
