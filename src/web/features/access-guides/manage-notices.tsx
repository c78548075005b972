// The manage page's live notices and re-confirmation. A business says in under a
// minute that something is out of use until a day, ends a notice early, or confirms that its
// published guide is still right. Plain forms, each posting to its endpoint's page address, so they
// work with JavaScript or without; the server redirects back here saying what was done.
import {
  GUIDE_NOTICE_OUTCOMES,
  GUIDE_NOTICES_ANCHOR,
  type GuideNoticeOutcome,
} from "../../../shared/access-guides/addresses.ts";
import {
  BREAKABLE_RECONFIRM_MONTHS,
  GUIDE_FIELDS,
  RECONFIRM_MONTHS,
} from "../../../shared/access-guides/fields.ts";
import { fieldId } from "../../../shared/access-guides/form-values.ts";
import { overdueFacts } from "../../../shared/access-guides/freshness.ts";
import {
  addDays,
  NOTICE_FACILITIES,
  NOTICE_FACILITY_IDS,
  NOTICE_MAX_DAYS,
  NOTICE_NOTE_MAX,
  noticeHeadline,
  ukToday,
} from "../../../shared/access-guides/notices.ts";
import type { PublicAccessGuide } from "../../../shared/contracts/access-guides.ts";
import { formatUkDate } from "../../../shared/dates.ts";
import { PAGE_PATHS, pagePath } from "../../../shared/page-paths.ts";
import type { PostedForm } from "../../../shared/posted-forms.ts";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { fieldClass } from "../../components/ui/field-styles.ts";

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="font-semibold text-danger">
      {error}
    </p>
  ) : null;
}

const describedBy = (id: string, error: string | undefined, hint = true) =>
  [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

function NoticeForm({ token, posted }: { token: string; posted: PostedForm | null }) {
  const values = posted?.values ?? {};
  const errors = posted?.errors ?? {};
  const today = ukToday(new Date());
  const [facility, until, note] = ["facility", "until", "note"].map(fieldId) as [
    string,
    string,
    string,
  ];
  return (
    <form
      method="post"
      action={pagePath(PAGE_PATHS.accessGuideNotices, { token })}
      noValidate
      className="flex flex-col gap-4 rounded-xl border-2 border-line p-5"
    >
      <h3 className="font-bold text-xl">Post a notice</h3>
      <div className="flex flex-col gap-1">
        <label htmlFor={facility} className="font-semibold">
          What is out of use?
        </label>
        <FieldError id={facility} error={errors.facility} />
        <select
          id={facility}
          name="facility"
          defaultValue={values.facility ?? "lift"}
          aria-describedby={describedBy(facility, errors.facility, false)}
          aria-invalid={errors.facility ? true : undefined}
          className={fieldClass}
        >
          {NOTICE_FACILITY_IDS.map((id) => (
            <option key={id} value={id}>
              {NOTICE_FACILITIES[id].label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={until} className="font-semibold">
          The last day it will be out of use
        </label>
        <p id={`${until}-hint`} className="text-muted text-sm">
          The notice ends by itself after this day. Today or up to {NOTICE_MAX_DAYS} days ahead.
        </p>
        <FieldError id={until} error={errors.until} />
        <input
          id={until}
          name="until"
          type="date"
          min={today}
          max={addDays(today, NOTICE_MAX_DAYS)}
          defaultValue={values.until ?? ""}
          aria-describedby={describedBy(until, errors.until)}
          aria-invalid={errors.until ? true : undefined}
          className={`${fieldClass} max-w-60`}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={note} className="font-semibold">
          A short note (optional)
        </label>
        <p id={`${note}-hint`} className="text-muted text-sm">
          One line on what visitors can do instead, without web addresses. At most {NOTICE_NOTE_MAX}{" "}
          characters.
        </p>
        <FieldError id={note} error={errors.note} />
        <input
          id={note}
          name="note"
          type="text"
          maxLength={NOTICE_NOTE_MAX}
          defaultValue={values.note ?? ""}
          aria-describedby={describedBy(note, errors.note)}
          aria-invalid={errors.note ? true : undefined}
          className={fieldClass}
        />
      </div>
      <div>
        <button type="submit" className={primaryButton}>
          Post notice
        </button>
      </div>
    </form>
  );
}

function Reconfirm({ token, guide }: { token: string; guide: PublicAccessGuide }) {
  const due = overdueFacts(guide.details, guide.lastCheckedAt, new Date());
  return (
    <form
      method="post"
      action={pagePath(PAGE_PATHS.accessGuideConfirm, { token })}
      className="flex flex-col gap-3 rounded-xl border-2 border-line p-5"
    >
      <h3 className="font-bold text-xl">Is everything still right?</h3>
      <p>
        You last confirmed your guide on {formatUkDate(guide.lastCheckedAt)}. We ask you to check
        equipment that can break (a lift, a hearing loop, an automatic door, a toilet's emergency
        cord) every {BREAKABLE_RECONFIRM_MONTHS} months, and everything else every{" "}
        {RECONFIRM_MONTHS} months.
      </p>
      {due.length > 0 ? (
        <>
          <p className="font-semibold">Visitors now see "may be out of date" beside these facts:</p>
          <ul className="list-disc pl-6">
            {due.map((path) => (
              <li key={path}>{GUIDE_FIELDS[path].label}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>Nothing is due yet.</p>
      )}
      <p>
        If something has changed for good, change it in your guide's form on this page and send it
        for review instead. If something is only out of use for now, post a notice.
      </p>
      <div>
        <button type="submit" className={secondaryButton}>
          Everything is still right
        </button>
      </div>
    </form>
  );
}

export function ManageNotices({
  token,
  published,
  posted,
  outcome,
}: {
  token: string;
  /** The version visitors see, with its notices; null until one is published. */
  published: PublicAccessGuide | null;
  posted: PostedForm | null;
  outcome: GuideNoticeOutcome | null;
}) {
  return (
    <section aria-labelledby={GUIDE_NOTICES_ANCHOR} className="flex flex-col gap-4">
      <h2 id={GUIDE_NOTICES_ANCHOR} tabIndex={-1} className="font-bold text-2xl">
        Notices and checks
      </h2>
      {outcome ? (
        <p role="status" className="rounded-xl border-2 border-accent p-4 font-semibold">
          {GUIDE_NOTICE_OUTCOMES[outcome]}
        </p>
      ) : null}
      {published ? (
        <>
          <p>
            If something your guide promises is out of use for a while, like a broken lift, post a
            notice. It shows on your guide at once, without waiting for us, and ends by itself.
          </p>
          {published.notices.length > 0 ? (
            <>
              <h3 className="font-bold text-xl">Your notices now</h3>
              <ul className="flex flex-col gap-3">
                {published.notices.map((notice) => (
                  <li
                    key={notice.id}
                    className="flex flex-col gap-2 rounded-xl border-2 border-danger p-4"
                  >
                    <p id={`notice-${notice.id}`}>
                      <strong>{noticeHeadline(notice, new Date())}</strong>
                      {notice.note ? <> {notice.note}</> : null}
                    </p>
                    <form
                      method="post"
                      action={pagePath(PAGE_PATHS.accessGuideNoticeEnd, {
                        token,
                        noticeId: notice.id,
                      })}
                    >
                      <button
                        type="submit"
                        className={secondaryButton}
                        aria-describedby={`notice-${notice.id}`}
                      >
                        End this notice
                      </button>
                    </form>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <NoticeForm token={token} posted={posted} />
          <Reconfirm token={token} guide={published} />
        </>
      ) : (
        <p>
          Once your guide is on the site, you can post a notice here when something is out of use
          for a while, and confirm that your guide is still right.
        </p>
      )}
    </section>
  );
}
