// The business's name, town, postcode and e-mail address: asked when a guide is started and
// again on its manage page, the same fields with the same words and autocomplete.
import { TextInput } from "./guide-field.tsx";

export function BusinessFields({
  values,
  errors,
  emailHint,
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** What the address is for, as the form it is in explains it. */
  emailHint: string;
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
