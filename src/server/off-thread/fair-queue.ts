// Turns at the worker pool shared fairly between people. Each person (a signed-in session or
// token, else a visitor's address: requester.ts) has a queue of their own; a free thread takes the
// next task of the person served longest ago (a newcomer first), never more than
// PER_PERSON_RUNNING of one person's at once. So a person who sends twenty slow tasks waits behind their own, and everyone else waits for
// at most the tasks already running. Past the waiting room, or past their own share of it, a
// person is told at once that the site is busy.
import { ServerBusy } from "../http/busy-page.ts";

export interface FairQueueLimits {
  /** Tasks running at once, across everyone: the pool's threads. */
  running: number;
  /** Tasks waiting, across everyone. */
  waiting: number;
  /** Tasks one person may have running at once. */
  perPersonRunning: number;
  /** Tasks one person may have waiting. */
  perPersonWaiting: number;
}

interface Waiting {
  start: () => void;
}

export class FairQueue {
  readonly #limits: FairQueueLimits;
  /** People with tasks waiting, each with their tasks in order. */
  readonly #queues = new Map<string, Waiting[]>();
  readonly #runningOf = new Map<string, number>();
  /** When each person with work waiting or running last had a turn (a count of turns given). */
  readonly #lastTurn = new Map<string, number>();
  #turns = 0;
  #running = 0;
  #waiting = 0;

  constructor(limits: FairQueueLimits) {
    this.#limits = limits;
  }

  /** Tasks waiting for a turn, across everyone. */
  get waitingCount(): number {
    return this.#waiting;
  }

  /** Whether a task of `person`'s now would be turned away: no room in the waiting room, or their share. */
  isFull(person: string): boolean {
    const waiting = this.#queues.get(person)?.length ?? 0;
    return this.#waiting >= this.#limits.waiting || waiting >= this.#limits.perPersonWaiting;
  }

  /** Runs `work` when it is `person`'s turn; rejects at once with ServerBusy when there is no room. */
  run<T>(person: string, work: () => Promise<T>): Promise<T> {
    if (this.isFull(person)) return Promise.reject(new ServerBusy());
    const queue = this.#queues.get(person) ?? [];
    return new Promise<T>((resolve, reject) => {
      queue.push({
        start: () => {
          work()
            .then(resolve, reject)
            .finally(() => this.#finished(person));
        },
      });
      this.#queues.set(person, queue);
      this.#waiting += 1;
      this.#next();
    });
  }

  #finished(person: string) {
    this.#running -= 1;
    const left = (this.#runningOf.get(person) ?? 1) - 1;
    if (left > 0) this.#runningOf.set(person, left);
    else this.#runningOf.delete(person);
    if (left === 0 && !this.#queues.has(person)) this.#lastTurn.delete(person);
    this.#next();
  }

  /** Starts waiting tasks while there are free turns, taking people in turn. */
  #next() {
    while (this.#running < this.#limits.running) {
      const person = this.#nextPerson();
      if (person === undefined) return;
      const queue = this.#queues.get(person) as Waiting[];
      const task = queue.shift() as Waiting;
      if (queue.length === 0) this.#queues.delete(person);
      this.#turns += 1;
      this.#lastTurn.set(person, this.#turns);
      this.#waiting -= 1;
      this.#running += 1;
      this.#runningOf.set(person, (this.#runningOf.get(person) ?? 0) + 1);
      task.start();
    }
  }

  /** Of the people who may start another task, the one whose last turn was longest ago. */
  #nextPerson(): string | undefined {
    let chosen: string | undefined;
    let chosenTurn = Number.POSITIVE_INFINITY;
    for (const person of this.#queues.keys()) {
      if ((this.#runningOf.get(person) ?? 0) >= this.#limits.perPersonRunning) continue;
      const turn = this.#lastTurn.get(person) ?? 0;
      if (turn < chosenTurn) {
        chosen = person;
        chosenTurn = turn;
      }
    }
    return chosen;
  }
}
