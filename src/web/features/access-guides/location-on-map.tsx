// A guide's point as text, with a link that opens openstreetmap.org there: the business and the
// team check it on a real map without any map on our pages (no third party sees our visitors).
import type { GuideLocation } from "../../../shared/access-guides/location.ts";
import { locationText, openStreetMapUrl } from "../../../shared/access-guides/location-text.ts";
import { ExternalLink } from "../../components/ui/external-link.tsx";

export function LocationOnMap({
  location,
  lead = "Your guide is at",
}: {
  location: GuideLocation;
  /** The words before the point. */
  lead?: string;
}) {
  return (
    <p>
      {lead} <span className="font-semibold">{locationText(location)}</span> (latitude, longitude).{" "}
      <ExternalLink href={openStreetMapUrl(location)} className="underline underline-offset-4">
        Check it on OpenStreetMap
      </ExternalLink>
    </p>
  );
}
