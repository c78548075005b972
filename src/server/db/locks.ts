// Every advisory lock the server takes, by name. A lock's id is its place in this list, so two
// jobs cannot share an id by accident (they once did: the daily backup and the e-mail digest both
// used 7_301_986 and skipped each other). Append only: instances of two versions running side by
// side during a deploy must agree on each id.
export const LOCK_NAMES = [
  "startup",
  "news-sources",
  "daily-backup",
  "notification-digest",
  "retention",
  "people",
  "publish-scheduled",
  "guide-reminders",
] as const;
export type LockName = (typeof LOCK_NAMES)[number];

const FIRST_LOCK_ID = 7_301_984;

/** The PostgreSQL advisory lock id of `name`. */
export const lockId = (name: LockName): number => FIRST_LOCK_ID + LOCK_NAMES.indexOf(name);
