// "Use my current location" (with JavaScript only): the browser's own location, written into the
// location field as a latitude and longitude for the business to save. It says why when the
// browser refuses, cannot tell, or can tell only roughly, in metres.
import { useState } from "react";
import { inUk } from "../../../shared/access-guides/location.ts";
import { locationText } from "../../../shared/access-guides/location-text.ts";
import { secondaryButton } from "../../components/ui/button-styles.ts";

/** Rougher than this, a point may be down the street or in the next one: not worth a guess. */
export const ACCURACY_LIMIT_M = 100;

const metres = (value: number) => `${Math.round(value).toLocaleString("en-GB")} metres`;

export const MY_LOCATION_MESSAGES = {
  finding: "Finding where you are…",
  refused:
    "Your browser did not let us know where you are. You can allow it in your browser's settings, or paste a link from a map instead.",
  unavailable:
    "Your device could not tell where you are just now. Try again in a moment, or paste a link from a map instead.",
  found: (accuracy: number, point: string) =>
    `Found you to within ${metres(accuracy)}: ${point}. Save your changes to keep it.`,
  rough: (accuracy: number) =>
    `Your device could only tell where you are to within ${metres(accuracy)}, too rough to find your door. Try again outside, or paste a link from a map instead.`,
  abroad: (point: string) =>
    `Your device says you are at ${point}, which is not in the UK. Use this button when you are at your place, or paste a link from a map instead.`,
} as const;

export function UseMyCurrentLocation({ inputId }: { inputId: string }) {
  const [message, setMessage] = useState("");
  if (typeof navigator === "undefined" || !("geolocation" in navigator)) return null;
  const locate = () => {
    setMessage(MY_LOCATION_MESSAGES.finding);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const point = { lat: coords.latitude, lon: coords.longitude };
        if (coords.accuracy > ACCURACY_LIMIT_M) {
          setMessage(MY_LOCATION_MESSAGES.rough(coords.accuracy));
          return;
        }
        if (!inUk(point)) {
          setMessage(MY_LOCATION_MESSAGES.abroad(locationText(point)));
          return;
        }
        const input = document.getElementById(inputId);
        if (input instanceof HTMLInputElement) input.value = locationText(point);
        setMessage(MY_LOCATION_MESSAGES.found(coords.accuracy, locationText(point)));
      },
      (error) =>
        setMessage(
          error.code === error.PERMISSION_DENIED
            ? MY_LOCATION_MESSAGES.refused
            : MY_LOCATION_MESSAGES.unavailable,
        ),
      { enableHighAccuracy: true, timeout: 30_000, maximumAge: 0 },
    );
  };
  return (
    <div className="flex flex-col gap-2">
      <div>
        <button type="button" onClick={locate} className={secondaryButton}>
          Use my current location
        </button>
      </div>
      <p className="text-muted text-sm">Use it while you are at your entrance.</p>
      <p role="status" className="font-semibold">
        {message}
      </p>
    </div>
  );
}
