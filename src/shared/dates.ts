// How dates are shown (docs/product.md#dates). A fixed time zone keeps the server's HTML and the
// browser's render identical, whatever the visitor's clock says.
import { onFirstUse } from "./on-first-use.ts";

export const SITE_TIME_ZONE = "Europe/London";

/** A date format made when first used (on-first-use.ts says why). */
export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  onFirstUse(() => new Intl.DateTimeFormat(locale, options));

// One date format everywhere people read a date, on the public pages, the admin and e-mails: UK
// style with the month in full, "25 November 2026". Only feeds, whose standards fix their own
// formats, differ.
const ukDate = dateFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: SITE_TIME_ZONE,
});
const ukTime = dateFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: SITE_TIME_ZONE,
});
const ukTimeToTheSecond = dateFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZone: SITE_TIME_ZONE,
});

type DateInput = string | number | Date | null | undefined;

function format(value: DateInput, ...formatters: (() => Intl.DateTimeFormat)[]): string {
  if (value === null || value === undefined || value === "") return "No date";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "Invalid date";
  return formatters.map((formatter) => formatter().format(date)).join(", ");
}

/** Every date shown, public or not: '28 July 2025'. */
export const formatUkDate = (value: DateInput) => format(value, ukDate);

/** A time in the admin and the team's e-mails: the date, then 24-hour time, '28 July 2025, 14:05'. */
export const formatUkDateTime = (value: DateInput) => format(value, ukDate, ukTime);

/** The admin's logs (activity, background jobs), to the second: '28 July 2025, 14:05:09'. */
export const formatUkLogTime = (value: DateInput) => format(value, ukDate, ukTimeToTheSecond);

/** The machine-readable value for a <time dateTime> attribute, or undefined when unusable. */
export function isoDate(value: DateInput): string | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const ukParts = dateFormat("en-GB", {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
  timeZone: SITE_TIME_ZONE,
});

/** How far UK clocks are ahead of UTC at `time` (0 in winter, an hour in summer), in ms. */
function ukOffset(time: number): number {
  const part = (type: string) =>
    Number(
      ukParts()
        .formatToParts(time)
        .find((p) => p.type === type)?.value,
    );
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return wall - Math.floor(time / 60_000) * 60_000;
}

/**
 * The moment a date and time typed as UK time means ("2026-07-01T09:30" from a datetime-local
 * field is 08:30 UTC), whatever the browser's own time zone; null when it is not one.
 */
export function fromUkDateTime(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[] as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the guess, then at the answer: they differ only across a change of the clocks.
  const guess = asUtc - ukOffset(asUtc);
  const date = new Date(asUtc - ukOffset(guess));
  return Number.isNaN(date.getTime()) ? null : date;
}
