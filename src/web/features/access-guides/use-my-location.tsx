// "Use my location" (decision 044): with JavaScript only, as only a script can ask the browser
// where it is; without it the button is not there and "Near a postcode" does the same job. The
// point goes into the address (`near=lat,lon`), so the list can be shared and reloaded.
import { useState } from "react";
import { useLocation } from "wouter";
import { nearParam } from "../../../shared/access-guides/directory-paging.ts";
import { PROFILE_PARAMS } from "../../../shared/access-guides/profile-params.ts";
import { directoryAddress, guideSearchFrom } from "../../../shared/access-guides/search.ts";
import { PAGE_PATHS } from "../../../shared/page-paths.ts";
import { secondaryButton } from "../../components/ui/button-styles.ts";
import { useIsHydrating } from "../../lib/use-is-hydrating.ts";

export const LOCATION_MESSAGES = {
  finding: "Finding where you are…",
  refused:
    "Your browser did not share your location, so we cannot list guides near you. Search near a postcode or by town instead, or allow location for this site in your browser's settings and try again.",
  unavailable:
    "Your location is not available just now. Search near a postcode or by town instead, or try again in a moment.",
  unsupported: "Your browser cannot share its location. Search near a postcode or by town instead.",
} as const;

export function UseMyLocation() {
  const hydrating = useIsHydrating();
  const [, navigate] = useLocation();
  const [message, setMessage] = useState("");
  if (hydrating) return null;
  const find = (form: HTMLFormElement | null) => {
    if (!("geolocation" in navigator)) {
      setMessage(LOCATION_MESSAGES.unsupported);
      return;
    }
    setMessage(LOCATION_MESSAGES.finding);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setMessage("");
        // The needs ticked and the visitor's profile stay; a town or postcode gives way to
        // where the visitor is.
        const fields = new URLSearchParams();
        const profile = new URLSearchParams();
        for (const [name, value] of form ? new FormData(form) : []) {
          if (typeof value !== "string") continue;
          if (name === "need") fields.append(name, value);
          if ((PROFILE_PARAMS as readonly string[]).includes(name)) profile.append(name, value);
        }
        const search = guideSearchFrom(fields);
        navigate(
          directoryAddress(
            PAGE_PATHS.accessGuides,
            { ...search, near: nearParam({ lat: coords.latitude, lon: coords.longitude }) },
            { profile: profile.toString() },
          ),
        );
      },
      (error) =>
        setMessage(
          error.code === error.PERMISSION_DENIED
            ? LOCATION_MESSAGES.refused
            : LOCATION_MESSAGES.unavailable,
        ),
      { timeout: 20_000, maximumAge: 60_000 },
    );
  };
  return (
    <div className="flex flex-col gap-2">
      <div>
        <button
          type="button"
          className={secondaryButton}
          onClick={(event) => find(event.currentTarget.form)}
        >
          Use my location
        </button>
      </div>
      <p aria-live="polite" className="font-semibold">
        {message}
      </p>
    </div>
  );
}
