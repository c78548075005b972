// A guide's live notices in its A11yJSON: what is out of use is equipment that is not
// working (`isWorking: false`, with the notice's words as `outOfOrderReason`). A lift is the lift's
// equipment entry, a ramp and a hearing loop entries of their own; what A11yJSON has no equipment
// for (an entrance, a toilet, parking, something else) is a tag, as facts without a home are.
import { NOTICE_FACILITIES, type NoticeFacility } from "../../../shared/access-guides/notices.ts";

type Json = Record<string, unknown>;

interface Notice {
  facility: NoticeFacility;
  until: string;
  note: string | null;
}

/** "Out of use until 2026-12-05. An engineer is booked." */
const reasonOf = (notice: Notice) =>
  `Out of use until ${notice.until}.${notice.note ? ` ${notice.note}` : ""}`;

/** An entry of its own for equipment the facts have no entry for. */
const EQUIPMENT: Partial<Record<NoticeFacility, Json>> = {
  lift: { category: "elevator" },
  ramp: { category: "ramp" },
  "hearing-loop": { description: { en: "Hearing loop" } },
};

export function addNotices(accessibility: Json, tags: Record<string, string>, notices: Notice[]) {
  for (const notice of notices) {
    const equipment = EQUIPMENT[notice.facility];
    const reason = { en: reasonOf(notice) };
    if (!equipment) {
      tags[`notice.${notice.facility}`] =
        `${NOTICE_FACILITIES[notice.facility].label} is ${reasonOf(notice).replace(/^O/, "o")}`;
      continue;
    }
    const list = (accessibility.availableEquipment as Json[] | undefined) ?? [];
    // The lift's entry, made from the facts, is the one with its category.
    const existing =
      notice.facility === "lift" ? list.find((entry) => entry.category === "elevator") : undefined;
    const entry = existing ?? { ...equipment };
    entry.isWorking = false;
    entry.outOfOrderReason = reason;
    if (!existing) list.push(entry);
    accessibility.availableEquipment = list;
  }
}
