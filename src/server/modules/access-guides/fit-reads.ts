// "Does it fit me?" (decision 043) on the API's reads: with a visitor's profile, each published
// guide carries its verdict, worked out by the same function the pages run; without one, nothing.
import { fitOf } from "../../../shared/access-guides/fit.ts";
import type { GuideNoticeView } from "../../../shared/access-guides/notices.ts";
import type { VisitorProfileQuery } from "../../../shared/contracts/access-guide-fit.ts";

interface Judged {
  details: object;
  notices: readonly GuideNoticeView[];
}

export function withFit<T extends Judged>(guide: T, profile: VisitorProfileQuery, now: Date) {
  const fit = fitOf(profile, guide.details, guide.notices, now);
  return fit ? { ...guide, fit } : guide;
}

export const allWithFit = <T extends Judged>(
  guides: readonly T[],
  profile: VisitorProfileQuery,
  now: Date,
) => guides.map((guide) => withFit(guide, profile, now));
