// A notice in words for the server's documents (the feed, the large print): its headline, then
// the business's note.
import { type GuideNoticeView, noticeHeadline } from "../../../shared/access-guides/notices.ts";

export const noticeLines = (notices: readonly GuideNoticeView[], now: Date) =>
  notices.map((notice) => `${noticeHeadline(notice, now)}${notice.note ? ` ${notice.note}` : ""}`);
