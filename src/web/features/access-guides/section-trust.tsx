// Beside each section of a published guide: who last stated its facts and when, how
// many visitors confirmed them since, and whether a visitor's correction is being checked.
import type { PublicGuideWithTrust } from "../../../shared/contracts/access-guide-trust.ts";
import { formatUkDate, isoDate } from "../../../shared/dates.ts";

type Trust = PublicGuideWithTrust["sections"][string];

const STATED_BY = { business: "Measured by the business", team: "Checked by the Real Access team" };

const visitors = (count: number) => (count === 1 ? "1 visitor" : `${count} visitors`);

export function SectionTrust({ trust }: { trust: Trust | undefined }) {
  if (!trust) return null;
  const { stated, confirmations, lastConfirmedAt, dispute } = trust;
  return (
    <>
      <p className="text-muted text-sm">
        {stated && stated.source !== "visitor" ? (
          <>
            {STATED_BY[stated.source]},{" "}
            <time dateTime={isoDate(stated.checkedAt)}>{formatUkDate(stated.checkedAt)}</time>
          </>
        ) : null}
        {confirmations > 0 && lastConfirmedAt ? (
          <>
            {" · "}confirmed by {visitors(confirmations)}, last on{" "}
            <time dateTime={isoDate(lastConfirmedAt)}>{formatUkDate(lastConfirmedAt)}</time>
          </>
        ) : null}
      </p>
      {dispute === "being-checked" ? (
        <p className="rounded-md border-2 border-line p-3">
          <strong>Being checked: </strong>a visitor told us something here may have changed, and we
          have asked the business to check it.
        </p>
      ) : null}
      {dispute === "unconfirmed" ? (
        <p className="rounded-md border-2 border-danger p-3">
          <strong>Unconfirmed: </strong>a visitor told us over 30 days ago that something here may
          have changed, and the business has not confirmed it since. Please check with the business
          before you go.
        </p>
      ) : null}
    </>
  );
}
