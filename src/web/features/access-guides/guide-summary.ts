// The directory's few words per guide, from its facts: the way in, the door and the toilet, so a
// visitor can compare guides before opening one. Only what the business said: a fact left blank
// gives nothing, as on the guide's own page.
import { valueAt } from "../../../shared/access-guides/fields.ts";

export interface SummaryLine {
  term: "Entrance" | "Door" | "Toilet";
  value: string;
}

const fact = (details: object, path: string) => valueAt(details, path as never);

function entrance(details: object): string | null {
  const stepFree = fact(details, "entrance.stepFree");
  if (stepFree === true) return "Step-free";
  if (stepFree !== false) return null;
  const steps = fact(details, "entrance.steps");
  const counted =
    typeof steps === "number" && steps > 0 ? `${steps} ${steps === 1 ? "step" : "steps"}` : "Steps";
  return fact(details, "entrance.ramp") === true ? `${counted}, with a ramp` : counted;
}

function door(details: object): string | null {
  const width = fact(details, "entrance.doorClearWidthMm");
  return typeof width === "number" ? `${width.toLocaleString("en-GB")} mm clear width` : null;
}

function toilet(details: object): string | null {
  const accessible = fact(details, "toilet.accessible");
  const changingPlaces = fact(details, "toilet.changingPlaces") === true;
  if (accessible === true) return changingPlaces ? "Accessible, and Changing Places" : "Accessible";
  if (changingPlaces) return "Changing Places";
  return accessible === false ? "No accessible toilet" : null;
}

export function guideSummary(details: object): SummaryLine[] {
  const lines: [SummaryLine["term"], string | null][] = [
    ["Entrance", entrance(details)],
    ["Door", door(details)],
    ["Toilet", toilet(details)],
  ];
  return lines.flatMap(([term, value]) => (value ? [{ term, value }] : []));
}
