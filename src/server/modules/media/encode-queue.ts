// Images are made one at a time on each instance: side by side, each upload's encoders hold their
// own memory, and four at once took a server past a small host's memory. A few more wait their
// turn; past that an upload is turned away at once, to be sent again in a few seconds.
import pLimit from "p-limit";

/** Uploads that may wait while another is made; each holds its file (at most 15 MB) meanwhile. */
export const ENCODES_WAITING_MAX = 2;

export class EncodeQueueFull extends Error {}

const encodes = pLimit(1);

/** Whether an upload now would be turned away: checked before its file is read. */
export const encodeQueueFull = () =>
  encodes.activeCount + encodes.pendingCount > ENCODES_WAITING_MAX;

/** Runs `encode` when the images before it are made; EncodeQueueFull when too many are waiting. */
export function queueEncode<T>(encode: () => Promise<T>): Promise<T> {
  if (encodeQueueFull()) return Promise.reject(new EncodeQueueFull("too many images waiting"));
  return encodes(encode);
}
