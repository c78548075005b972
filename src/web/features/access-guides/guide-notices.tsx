// A guide's live notices on its page: all of them near the top, where a visitor
// planning a trip reads first, and each again beside the section it affects. The server keeps only
// those that apply today, so the page shows what it is given.
import type { GuideSectionId } from "../../../shared/access-guides/fields.ts";
import {
  type GuideNoticeView,
  NOTICE_FACILITIES,
  noticeHeadline,
} from "../../../shared/access-guides/notices.ts";

function NoticeText({ notice }: { notice: GuideNoticeView }) {
  return (
    <>
      <strong>{noticeHeadline(notice, new Date())}</strong>
      {notice.note ? <> {notice.note}</> : null}
    </>
  );
}

/** Every notice, near the top of the guide. */
export function GuideNotices({ notices }: { notices: readonly GuideNoticeView[] }) {
  if (notices.length === 0) return null;
  return (
    <section
      aria-labelledby="guide-notices"
      className="flex flex-col gap-2 rounded-xl border-4 border-danger p-4"
    >
      <h2 id="guide-notices" className="font-bold text-xl">
        Out of use at the moment
      </h2>
      <ul className="flex flex-col gap-2">
        {notices.map((notice) => (
          <li key={notice.id}>
            <NoticeText notice={notice} />
          </li>
        ))}
      </ul>
      <p className="text-sm">The business posted this. It ends by itself after the day it names.</p>
    </section>
  );
}

/** The notices about one section, under its heading. */
export function SectionNotices({
  notices,
  section,
}: {
  notices: readonly GuideNoticeView[];
  section: GuideSectionId;
}) {
  const here = notices.filter((notice) => NOTICE_FACILITIES[notice.facility].section === section);
  if (here.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 rounded-md border-2 border-danger p-3">
      {here.map((notice) => (
        <li key={notice.id}>
          <NoticeText notice={notice} />
        </li>
      ))}
    </ul>
  );
}

/** A guide's notices in the directory's list, under its name. */
export function ListedNotices({ notices }: { notices: readonly GuideNoticeView[] }) {
  if (notices.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-col gap-1 rounded-md border-2 border-danger p-3">
      {notices.map((notice) => (
        <li key={notice.id}>
          <NoticeText notice={notice} />
        </li>
      ))}
    </ul>
  );
}
