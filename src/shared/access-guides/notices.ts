// Live notices: a business says at once, without review, that something its guide
// claims is out of use until a date, because a notice only withdraws a claim. A notice ends by
// itself after its last day (reads keep only those whose `until` is today or later, in UK time),
// or early when the business ends it. Free of zod and of React, so every page can import it.
import { dateFormat, SITE_TIME_ZONE } from "../dates.ts";
import type { GuideSectionId } from "./fields.ts";

/** What a notice can be about, each with its words and the guide's section it sits beside. */
export const NOTICE_FACILITIES = {
  lift: { name: "lift", label: "The lift", section: "inside" },
  entrance: { name: "step-free entrance", label: "The step-free entrance", section: "entrance" },
  ramp: { name: "ramp", label: "The ramp", section: "entrance" },
  toilet: { name: "accessible toilet", label: "The accessible toilet", section: "toilet" },
  "hearing-loop": { name: "hearing loop", label: "The hearing loop", section: "communication" },
  parking: { name: "Blue Badge parking", label: "The Blue Badge parking", section: "parking" },
  other: { name: "something else", label: "Something here", section: null },
} as const satisfies Record<
  string,
  { name: string; label: string; section: GuideSectionId | null }
>;
export type NoticeFacility = keyof typeof NOTICE_FACILITIES;
export const NOTICE_FACILITY_IDS = Object.keys(NOTICE_FACILITIES) as [
  NoticeFacility,
  ...NoticeFacility[],
];

/** A note is a line: what happened and what to do instead, not a message board. */
export const NOTICE_NOTE_MAX = 200;
/** A notice is for a break that will be mended: at most about three months ahead. */
export const NOTICE_MAX_DAYS = 90;
/** Notices one guide may show at once. */
export const NOTICES_MAX = 10;

/** A notice as pages show it. */
export interface GuideNoticeView {
  id: number;
  facility: NoticeFacility;
  /** The last day it applies, "YYYY-MM-DD" (UK). */
  until: string;
  note: string | null;
  createdAt: string | Date;
}

const ukDay = dateFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: SITE_TIME_ZONE,
});

/** Today's date in the UK, "2026-11-28": the day a notice's `until` is compared with. */
export const ukToday = (now: Date) => ukDay().format(now);

/** A "YYYY-MM-DD" date `days` after another. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether a notice still applies on `now`'s UK day. */
export const isNoticeCurrent = (notice: { until: string }, now: Date) =>
  notice.until >= ukToday(now);

const longDay = dateFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});
const longDayWithYear = dateFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "Friday 5 December", with the year when it is not this year's. */
export function noticeDay(until: string, now: Date): string {
  const date = new Date(`${until}T12:00:00Z`);
  const sameYear = until.slice(0, 4) === ukToday(now).slice(0, 4);
  return (sameYear ? longDay : longDayWithYear)().format(date).replace(",", "");
}

/** "The lift is out of use until Friday 5 December." */
export function noticeHeadline(notice: Pick<GuideNoticeView, "facility" | "until">, now: Date) {
  const { label } = NOTICE_FACILITIES[notice.facility];
  return `${label} is out of use until ${noticeDay(notice.until, now)}.`;
}

/** The notice form: what is out of use, its last day, and a short note. */
export const NOTICE_FIELDS = ["facility", "until", "note"] as const;
