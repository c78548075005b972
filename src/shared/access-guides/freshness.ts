// How fresh a guide's facts are (decision 036). The business confirms each fact every
// RECONFIRM_MONTHS, equipment that breaks every BREAKABLE_RECONFIRM_MONTHS (the facts table,
// ./fields.ts, says which); a fact past its date says "may be out of date" beside it, and a guide
// not confirmed for RECONFIRM_MONTHS says so on its page.
import {
  GUIDE_FIELDS,
  type GuideFieldPath,
  RECONFIRM_MONTHS,
  reconfirmMonthsOf,
  valueAt,
} from "./fields.ts";

export const GUIDE_STALE_AFTER_MONTHS = RECONFIRM_MONTHS;

const monthsAfter = (at: string | Date, months: number) => {
  const due = new Date(at);
  due.setUTCMonth(due.getUTCMonth() + months);
  return due;
};

export function isGuideStale(lastCheckedAt: string | Date, now: Date): boolean {
  return now.getTime() > monthsAfter(lastCheckedAt, GUIDE_STALE_AFTER_MONTHS).getTime();
}

/** The facts the guide states that are past their date to be confirmed, in the table's order. */
export function overdueFacts(
  details: object,
  lastCheckedAt: string | Date,
  now: Date,
): GuideFieldPath[] {
  return (Object.keys(GUIDE_FIELDS) as GuideFieldPath[]).filter((path) => {
    const value = valueAt(details, path);
    if (value === undefined) return false;
    const due = monthsAfter(lastCheckedAt, reconfirmMonthsOf(path, value));
    return now.getTime() > due.getTime();
  });
}
