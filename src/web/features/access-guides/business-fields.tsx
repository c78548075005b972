// The business's name, what kind of place it is, its town, postcode, where it is and e-mail
// address: asked when a guide is started and again on its manage page, the same fields with the
// same words and autocomplete.
import type { GuideLocation } from "../../../shared/access-guides/location.ts";
import { CategorySelect } from "./category-select.tsx";
import { TextInput } from "./guide-field.tsx";
import { LocationField } from "./location-field.tsx";

export function BusinessFields({
  values,
  errors,
  emailHint,
  categoryHint,
  place,
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** What the address is for, as the form it is in explains it. */
  emailHint: string;
  /** On the start form, where the kind of place may be left to the self-assessment. */
  categoryHint?: string;
  /** On the manage page: the point the guide has, and its postcode when the site knows its middle. */
  place?: { saved: GuideLocation | null; postcode: string | null };
}) {
  return (
    <>
      <TextInput
        name="name"
        label="Business name"
        value={values.name ?? ""}
        error={errors.name}
        autoComplete="organization"
      />
      <CategorySelect value={values.category ?? ""} error={errors.category} hint={categoryHint} />
      <TextInput
        name="town"
        label="Town or city"
        value={values.town ?? ""}
        error={errors.town}
        autoComplete="address-level2"
      />
      <TextInput
        name="postcode"
        label="Postcode"
        value={values.postcode ?? ""}
        error={errors.postcode}
        autoComplete="postal-code"
      />
      <LocationField
        value={values.location ?? ""}
        error={errors.location}
        saved={place?.saved ?? null}
        postcode={place?.postcode ?? null}
      />
      <TextInput
        name="contactEmail"
        type="email"
        label="Your e-mail address (optional)"
        hint={emailHint}
        value={values.contactEmail ?? ""}
        error={errors.contactEmail}
        autoComplete="email"
      />
    </>
  );
}
