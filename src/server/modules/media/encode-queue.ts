// Images are made one at a time in each queue on each instance: side by side, each upload's
// encoders hold their own memory, and four at once took a server past a small host's memory. A
// few more wait their turn; past that an upload is turned away at once, to be sent again in a few
// seconds. The team's uploads and the photos businesses send to their access guides, without an
// account, have a queue each, so an editor never waits behind anonymous uploads (at most two
// images are made at once).
import pLimit from "p-limit";

export type EncodeQueue = "team" | "public";

/** Uploads that may wait while another is made; each holds its file (at most 15 MB) meanwhile. */
export const ENCODE_QUEUES = {
  team: { waitingMax: 2 },
  public: { waitingMax: 1 },
} as const satisfies Record<EncodeQueue, { waitingMax: number }>;

/** The team's queue: the waiting allowed behind an upload being made. */
export const ENCODES_WAITING_MAX = ENCODE_QUEUES.team.waitingMax;

export class EncodeQueueFull extends Error {}

const encodes = { team: pLimit(1), public: pLimit(1) } satisfies Record<EncodeQueue, unknown>;

/** Whether an upload now would be turned away: checked before its file is read. */
export const encodeQueueFull = (queue: EncodeQueue = "team") =>
  encodes[queue].activeCount + encodes[queue].pendingCount > ENCODE_QUEUES[queue].waitingMax;

/** Runs `encode` when the images before it are made; EncodeQueueFull when too many are waiting. */
export function queueEncode<T>(encode: () => Promise<T>, queue: EncodeQueue = "team"): Promise<T> {
  if (encodeQueueFull(queue)) return Promise.reject(new EncodeQueueFull("too many images waiting"));
  return encodes[queue](encode);
}
