// A guide not confirmed for 12 months says so on its page (decision 036): facts about a building go
// out of date, and a visitor deserves to know how old they are.
export const GUIDE_STALE_AFTER_MONTHS = 12;

export function isGuideStale(lastCheckedAt: string | Date, now: Date): boolean {
  const due = new Date(lastCheckedAt);
  due.setUTCMonth(due.getUTCMonth() + GUIDE_STALE_AFTER_MONTHS);
  return now.getTime() > due.getTime();
}
