// "Where the place is": one field that takes a latitude and longitude or a link pasted from a map
// (shared/access-guides/location-text.ts reads it on the server), with "Use my current location"
// when script runs, and, on the manage page, "Use the middle of <postcode>" when the site knows
// where that is: a submit button of the form, so it works without JavaScript too.
import { lazy } from "react";
import { POSTCODE_CENTRE_ACTION } from "../../../shared/access-guides/addresses.ts";
import { fieldId, LOCATION_FIELD } from "../../../shared/access-guides/form-values.ts";
import type { GuideLocation } from "../../../shared/access-guides/location.ts";
import { secondaryButton } from "../../components/ui/button-styles.ts";
import { ClientOnly } from "../../components/ui/client-only.tsx";
import { fieldClass } from "../../components/ui/field-styles.ts";
import { LocationOnMap } from "./location-on-map.tsx";

// Only with script, and only when drawn: its code stays out of the page's first load.
const UseMyCurrentLocation = lazy(() =>
  import("./use-my-current-location.tsx").then((module) => ({
    default: module.UseMyCurrentLocation,
  })),
);

/** The whole of the location part, for a link to it. */
export const LOCATION_PART_ID = "where-the-place-is";

export const LOCATION_HINT =
  "Paste a link from OpenStreetMap or Google Maps, or type the latitude and longitude";

export function LocationField({
  value,
  error,
  saved = null,
  postcode = null,
}: {
  value: string;
  error?: string;
  /** The point the guide has now, shown as text with a link to check it. */
  saved?: GuideLocation | null;
  /** The guide's postcode, when the site knows where its middle is. */
  postcode?: string | null;
}) {
  const id = fieldId(LOCATION_FIELD);
  const described = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div id={LOCATION_PART_ID} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="font-semibold">
          Where the place is
        </label>
        <p id={`${id}-hint`} className="text-muted text-sm">
          {LOCATION_HINT}, like 53.7437, -2.0142. Put it at your main entrance if you can: it is how
          visitors find guides near them.
        </p>
        {error ? (
          <p id={`${id}-error`} className="font-semibold text-danger">
            {error}
          </p>
        ) : null}
        <input
          id={id}
          name={LOCATION_FIELD}
          type="text"
          defaultValue={value}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          className={fieldClass}
        />
      </div>
      {saved ? <LocationOnMap location={saved} /> : null}
      <ClientOnly fallback={null}>
        <UseMyCurrentLocation inputId={id} />
      </ClientOnly>
      {postcode ? (
        <div className="flex flex-col gap-2">
          <div>
            <button
              type="submit"
              name="action"
              value={POSTCODE_CENTRE_ACTION}
              className={secondaryButton}
            >
              {`Use the middle of ${postcode}`}
            </button>
          </div>
          <p className="text-muted text-sm">
            This saves your changes and puts your guide at the middle of the postcode, which may be
            a street or more from your door. If you can, move it to your entrance afterwards.
          </p>
        </div>
      ) : null}
    </div>
  );
}
