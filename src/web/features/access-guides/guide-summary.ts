// The few facts that decide a visit, from a guide's facts: the way in, the door, the toilet and
// parking, so a visitor can compare guides in the directory and reads them first on a guide's
// page. Only what the business said: a fact left blank gives nothing, as on the guide's own page.
import { valueAt } from "../../../shared/access-guides/fields.ts";

export interface SummaryLine {
  term: "Entrance" | "Door" | "Toilet" | "Parking";
  value: string;
}

const fact = (details: object, path: string) => valueAt(details, path as never);

function entrance(details: object): string | null {
  const stepFree = fact(details, "entrance.stepFree");
  if (stepFree === true) return "Step-free";
  if (stepFree !== false) return null;
  const steps = fact(details, "entrance.steps");
  const height = fact(details, "entrance.stepHeightMm");
  const counted =
    typeof steps === "number" && steps > 0 ? `${steps} ${steps === 1 ? "step" : "steps"}` : "Steps";
  const measured =
    typeof height !== "number"
      ? counted
      : steps === 1
        ? `${counted} of ${mm(height)}`
        : `${counted}, the tallest ${mm(height)}`;
  if (fact(details, "entrance.ramp") !== true) return measured;
  const type = fact(details, "entrance.rampType");
  const ramp =
    type === "fixed" ? "a fixed ramp" : type === "portable" ? "a portable ramp" : "a ramp";
  return `${measured}, with ${ramp}`;
}

const mm = (value: number) => `${value.toLocaleString("en-GB")} mm`;

function door(details: object): string | null {
  const width = fact(details, "entrance.doorClearWidthMm");
  return typeof width === "number" ? `${width.toLocaleString("en-GB")} mm clear width` : null;
}

function toilet(details: object): string | null {
  const accessible = fact(details, "toilet.accessible");
  const changingPlaces = fact(details, "toilet.changingPlaces") === true;
  const kind =
    accessible === true
      ? changingPlaces
        ? "Accessible, and Changing Places"
        : "Accessible"
      : changingPlaces
        ? "Changing Places"
        : null;
  if (!kind) return accessible === false ? "No accessible toilet" : null;
  const door = fact(details, "toilet.doorClearWidthMm");
  return [
    kind,
    typeof door === "number" ? `door ${mm(door)} clear width` : null,
    fact(details, "toilet.radarKey") === true ? "RADAR key" : null,
  ]
    .filter(Boolean)
    .join(", ");
}

function parking(details: object): string | null {
  const bays = fact(details, "parking.blueBadgeBays");
  const distance = fact(details, "parking.distanceToEntranceM");
  const carPark = fact(details, "parking.carPark");
  const said = [
    typeof bays === "number"
      ? bays === 0
        ? "No Blue Badge bays"
        : `${bays} Blue Badge ${bays === 1 ? "bay" : "bays"}`
      : carPark === true
        ? "Car park"
        : carPark === false
          ? "No car park"
          : null,
    typeof distance === "number"
      ? `${distance.toLocaleString("en-GB")} metres from the entrance`
      : null,
  ].filter(Boolean);
  return said.length > 0 ? said.join(", ") : null;
}

export function guideSummary(details: object): SummaryLine[] {
  const lines: [SummaryLine["term"], string | null][] = [
    ["Entrance", entrance(details)],
    ["Door", door(details)],
    ["Toilet", toilet(details)],
    ["Parking", parking(details)],
  ];
  return lines.flatMap(([term, value]) => (value ? [{ term, value }] : []));
}
