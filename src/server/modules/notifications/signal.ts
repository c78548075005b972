// A nudge from the code that writes an outbox row to this process's worker, so an e-mail goes at
// once instead of at the next poll. Keyed by the database object (app and worker share it); other
// instances' workers find the row at their next poll.
type Listener = () => void;

const listeners = new WeakMap<object, Set<Listener>>();

/** Call after the transaction that wrote a row has committed. */
export function notificationQueued(db: object): void {
  for (const listener of listeners.get(db) ?? []) listener();
}

/** Subscribes to nudges for `db`; returns the unsubscribe. */
export function onNotificationQueued(db: object, listener: Listener): () => void {
  const set = listeners.get(db) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(db, set);
  return () => set.delete(listener);
}
