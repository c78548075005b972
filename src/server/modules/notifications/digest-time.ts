// When the daily digest is due: the most recent moment it was NOTIFY_DIGEST_HOUR o'clock in the UK
// (the site's time zone; British Summer Time included).
import { SITE_TIME_ZONE } from "../../../shared/dates.ts";

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: SITE_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

function wallClock(at: Date) {
  const fields = Object.fromEntries(
    parts.formatToParts(at).map((part) => [part.type, Number(part.value)]),
  ) as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
  return fields;
}

/** How far the UK's clock is ahead of UTC at that moment: 0, or an hour in summer. */
function ukOffsetMs(at: Date): number {
  const clock = wallClock(at);
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The moment the UK's clock shows `hour`:00 on that day (day 0 is the last of the month before). */
function ukHour(year: number, month: number, day: number, hour: number): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  // The offset at the answer, not at the guess: they differ only across a clock change.
  const guess = wall - ukOffsetMs(new Date(wall));
  return new Date(wall - ukOffsetMs(new Date(guess)));
}

/** The latest moment at or before `now` when it was `hour`:00 in the UK. */
export function latestDigestTime(now: Date, hour: number): Date {
  const today = wallClock(now);
  const candidate = ukHour(today.year, today.month, today.day, hour);
  return candidate.getTime() <= now.getTime()
    ? candidate
    : ukHour(today.year, today.month, today.day - 1, hour);
}
