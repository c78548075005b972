// The open-data agreement a business gives each time it sends its guide for review (decision
// 046): a plain tick box, needed only for "Save and send for review", with what it means and a
// link to the licence itself. Never ticked for the business: it agrees anew each time.
import { fieldId } from "../../../shared/access-guides/form-values.ts";
import { GUIDE_DATA_LICENCE, LICENCE_AGREED_FIELD } from "../../../shared/access-guides/licence.ts";
import { LICENCE_AGREEMENT_LABEL } from "../../../shared/access-guides/licence-words.ts";

export function LicenceAgreement({ checked, error }: { checked: boolean; error?: string }) {
  const id = fieldId(LICENCE_AGREED_FIELD);
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border-2 border-line px-edge-5 py-5">
      <legend className="px-2 font-bold text-xl">Sharing your guide's facts</legend>
      <div id={hintId} className="flex flex-col gap-2">
        <p>
          We publish the facts in your guide, such as step heights, door widths and whether there is
          a hearing loop, as open data. Accessibility maps and OpenStreetMap mappers can then show
          them to people who never visit this site, as long as they say the facts came from your
          guide.
        </p>
        <p>
          Your photos are not part of this: they stay yours and are shown only on this site. You
          need to agree each time you send your guide for review.{" "}
          <a href={GUIDE_DATA_LICENCE.url} className="font-semibold underline underline-offset-4">
            Read the {GUIDE_DATA_LICENCE.name}
          </a>
        </p>
      </div>
      {error ? (
        <p id={errorId} className="font-semibold text-danger">
          {error}
        </p>
      ) : null}
      <label className="flex min-h-11 items-start gap-3">
        <input
          type="checkbox"
          id={id}
          name={LICENCE_AGREED_FIELD}
          value="yes"
          defaultChecked={checked}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
          aria-invalid={error ? true : undefined}
          className="mt-1 size-6 shrink-0"
        />
        {/* Its own box, so a long word (OpenStreetMap at 200 % text) wraps, not the page. */}
        <span className="min-w-0 [overflow-wrap:anywhere]">{LICENCE_AGREEMENT_LABEL}</span>
      </label>
    </fieldset>
  );
}
