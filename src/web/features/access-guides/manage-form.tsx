// The guide's form (decision 036): the business's name and address, then a fieldset for each part of
// the guide, each field blank until the business fills it. It posts to the page's own address,
// with or without JavaScript; "Save and send for review" saves and sends in one step, once the
// business has ticked its open-data agreement.
import {
  fieldsOf,
  GUIDE_SECTIONS,
  type GuideFieldPath,
} from "../../../shared/access-guides/fields.ts";
import { PUBLISH_EMAIL_FIELD } from "../../../shared/access-guides/form-values.ts";
import { LICENCE_AGREED_FIELD } from "../../../shared/access-guides/licence.ts";
import type { GuideLocation } from "../../../shared/access-guides/location.ts";
import {
  confirmFieldOf,
  unusualMeasure,
  withUnit,
} from "../../../shared/access-guides/sense-checks.ts";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { BusinessFields } from "./business-fields.tsx";
import { GuideFieldInput } from "./guide-field.tsx";
import { LicenceAgreement } from "./licence-agreement.tsx";

export const MANAGE_ACTIONS = { save: "save", submit: "submit" } as const;

/**
 * The "Yes, 15 mm is right" box beside a measurement unusual for its unit: ticked for a value the
 * owner saved before (kept once already), as sent for one just posted.
 */
function confirmOf(path: GuideFieldPath, values: Record<string, string>, posted: boolean) {
  const raw = values[path]?.trim() ?? "";
  const value = Number(raw.replace(/,/g, ""));
  if (!raw || !unusualMeasure(path, value)) return undefined;
  const name = confirmFieldOf(path);
  return {
    name,
    label: `Yes, ${withUnit(path, value)} is right`,
    checked: posted ? values[name] === "yes" : true,
  };
}

export function ManageForm({
  action,
  values,
  errors,
  posted = false,
  place,
}: {
  action: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** True when `values` are what was just sent, not the guide as saved. */
  posted?: boolean;
  /** The point the guide has, and its postcode when the site knows where its middle is. */
  place: { saved: GuideLocation | null; postcode: string | null };
}) {
  return (
    <form method="post" action={action} noValidate className="flex flex-col gap-8">
      {/*
        Enter in a field presses a form's first submit button: this one, so Enter saves, rather
        than "Use the middle of <postcode>" (the first one people see) or sending for review.
      */}
      <button
        type="submit"
        name="action"
        value={MANAGE_ACTIONS.save}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
      >
        Save changes
      </button>
      <fieldset className="flex flex-col gap-4 rounded-xl border-2 border-line px-edge-5 py-5">
        <legend className="px-2 font-bold text-xl">Your business</legend>
        <BusinessFields
          values={values}
          errors={errors}
          emailHint="We use it only to tell you about your guide. It is not shown on the guide unless you tick the box below."
          place={place}
        />
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            name={PUBLISH_EMAIL_FIELD}
            value="yes"
            defaultChecked={values[PUBLISH_EMAIL_FIELD] === "yes"}
            className="size-6"
          />
          Show this e-mail address on the guide, so visitors can ask about access
        </label>
      </fieldset>
      {GUIDE_SECTIONS.map((section) => (
        <fieldset
          key={section.id}
          className="flex flex-col gap-4 rounded-xl border-2 border-line px-edge-5 py-5"
        >
          <legend className="px-2 font-bold text-xl">{section.title}</legend>
          {fieldsOf(section.id).map((path) => (
            <GuideFieldInput
              key={path}
              path={path}
              value={values[path] ?? ""}
              error={errors[path]}
              confirm={confirmOf(path, values, posted)}
            />
          ))}
        </fieldset>
      ))}
      <LicenceAgreement
        checked={posted && values[LICENCE_AGREED_FIELD] === "yes"}
        error={errors[LICENCE_AGREED_FIELD]}
      />
      <div className="flex flex-wrap gap-4">
        <button type="submit" name="action" value={MANAGE_ACTIONS.submit} className={primaryButton}>
          Save and send for review
        </button>
        <button type="submit" name="action" value={MANAGE_ACTIONS.save} className={secondaryButton}>
          Save changes
        </button>
      </div>
    </form>
  );
}
