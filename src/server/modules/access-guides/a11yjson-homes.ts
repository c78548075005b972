// Where each fact of the facts table (shared/access-guides/fields.ts) goes in A11yJSON 31
// (https://sozialhelden.github.io/a11yjson/): a path under `properties.accessibility` in A11yJSON's
// own names, a place property, or, for a fact A11yJSON has no field for, a custom tag under
// `properties.tags` named by the fact's own path. A measurement's unit is not repeated here: the
// builder (./a11yjson.ts) takes it from the facts table. Typed as a Record of every fact, so a fact
// added to the table without a home here does not compile (and a11yjson.test.ts fails).
import type { GuideFieldPath } from "../../../shared/access-guides/fields.ts";

/** What a custom home may do with its fact's value. */
export interface A11yJsonWriter {
  /** Puts a value at a path under `accessibility` ("restrooms.0.hasCeilingHoist"). */
  put(path: string, value: unknown): void;
  /** Adds an entry to a list under `accessibility` ("media"). */
  add(list: string, entry: Record<string, unknown>): void;
  /** Keeps the fact as a custom tag, when A11yJSON has no field for (this value of) it. */
  tag(): void;
}

export type A11yJsonHome =
  /** A path under `accessibility`; a measurement becomes a quantity in its table unit. */
  | { at: string }
  /** A property of the place itself. */
  | { place: "phoneNumber" | "placeWebsiteUrl" }
  /** No A11yJSON field: a string under `properties.tags`, named by the fact's path. */
  | { tag: true }
  /** Worked out from the value, where one fact is several A11yJSON fields or only some values fit. */
  | { write: (value: never, to: A11yJsonWriter) => void };

const at = (path: string): A11yJsonHome => ({ at: path });
const tag: A11yJsonHome = { tag: true };

const ENTRANCE = "entrances.0.properties";
const RESTROOM = "restrooms.0";
const LIFT = "availableEquipment.0";

export const A11YJSON_HOMES: Record<GuideFieldPath, A11yJsonHome> = {
  "parking.carPark": tag,
  "parking.blueBadgeBays": at("parking.forWheelchairUsers.count"),
  "parking.bayWidthMm": at("parking.forWheelchairUsers.width"),
  "parking.bayLengthMm": at("parking.forWheelchairUsers.length"),
  "parking.distanceToEntranceM": at("parking.forWheelchairUsers.distanceToEntrance"),
  "parking.dropOff": tag,
  "parking.routeSurface": tag,
  "parking.nearestStop": tag,
  "parking.notes": tag,

  "entrance.stepFree": at(`${ENTRANCE}.isLevel`),
  "entrance.steps": at(`${ENTRANCE}.stairs.count`),
  "entrance.stepHeightMm": at(`${ENTRANCE}.stairs.stepHeight`),
  "entrance.handrail": at(`${ENTRANCE}.stairs.hasHandRail`),
  // The form asks about "a ramp, fixed or portable": a No is a No to both of A11yJSON's; a Yes
  // does not say which, so it stays a tag rather than a guess.
  "entrance.ramp": {
    write: (value: boolean, to) => {
      if (value) return to.tag();
      to.put(`${ENTRANCE}.hasFixedRamp`, false);
      to.put(`${ENTRANCE}.hasRemovableRamp`, false);
    },
  },
  "entrance.rampType": {
    write: (value: string, to) => {
      if (value === "fixed") to.put(`${ENTRANCE}.hasFixedRamp`, true);
      else to.put(`${ENTRANCE}.hasRemovableRamp`, true);
    },
  },
  "entrance.rampGradientPercent": at(`${ENTRANCE}.slopeAngle`),
  "entrance.doorClearWidthMm": at(`${ENTRANCE}.door.width`),
  // A11yJSON says automatic, revolving or always open; "light" and "heavy" to open it has no word
  // for, so those stay tags.
  "entrance.doorType": {
    write: (value: string, to) => {
      if (value === "automatic") to.put(`${ENTRANCE}.door.isAutomatic`, true);
      else if (value === "revolving") to.put(`${ENTRANCE}.door.isRevolving`, true);
      else if (value === "open") to.put(`${ENTRANCE}.door.isAlwaysOpen`, true);
      else to.tag();
    },
  },
  "entrance.bell": at(`${ENTRANCE}.door.needsDoorbell`),
  "entrance.alternativeEntrance": tag,
  "entrance.notes": tag,

  "inside.stepFreeThroughout": tag,
  "inside.narrowestRouteMm": at("pathwaysInside.width"),
  // A lift is equipment in A11yJSON: its entry is there when there is one (and says "elevator",
  // see ./a11yjson.ts); "no lift" has no field of its own.
  "inside.lift": {
    write: (value: boolean, to) => (value ? to.put(`${LIFT}.category`, "elevator") : to.tag()),
  },
  "inside.liftWidthMm": at(`${LIFT}.cabinWidth`),
  "inside.liftDepthMm": at(`${LIFT}.cabinLength`),
  "inside.evenLighting": at("isWellLit"),
  "inside.notes": tag,

  "service.lowCounter": tag,
  "service.counterHeightMm": at("desks.0.fixedHeight"),
  "service.tableService": tag,
  "service.staffTrained": tag,
  "service.notes": tag,

  "seating.waitingSeats": tag,
  "seating.chairsWithArms": tag,
  "seating.movableChairs": tag,
  // Measured to the underside, the room for a wheelchair user's knees.
  "seating.tableHeightMm": at("tables.0.fixedHeightBelow"),
  "seating.notes": tag,

  "toilet.accessible": at(`${RESTROOM}.isAccessibleWithWheelchair`),
  // Changing Places means an adult-sized changing bench and a hoist (the form's hint says so).
  "toilet.changingPlaces": {
    write: (value: boolean, to) => {
      to.put(`${RESTROOM}.hasChangingTableForAdults`, value);
      to.put(`${RESTROOM}.hasCeilingHoist`, value);
    },
  },
  "toilet.doorClearWidthMm": at(`${RESTROOM}.entrance.door.width`),
  "toilet.radarKey": at(`${RESTROOM}.entrance.door.needsRadarKey`),
  "toilet.turningSpaceMm": at(`${RESTROOM}.turningSpaceInside`),
  // A11yJSON measures the space beside the toilet in lengths, from the seated user's side (their
  // left is the right as you face the toilet); which side has room, without a length, has no field.
  "toilet.transferSide": tag,
  // A11yJSON measures the space on the user's left or right side; the form does not ask which
  // side, so the measurement stays a tag rather than a guess about the side.
  "toilet.transferSpaceMm": tag,
  "toilet.grabRails": at(`${RESTROOM}.toilet.hasGrabBars`),
  "toilet.alarmCord": at(`${RESTROOM}.hasEmergencyPullstring`),
  "toilet.babyChanging": at(`${RESTROOM}.hasChangingTableForBabies`),
  "toilet.notes": tag,

  hearingLoop: at("hasInductionLoop"),
  "communication.writtenContact": tag,
  "communication.relayUk": tag,
  "communication.largePrint": {
    write: (value: boolean, to) => to.add("media", { isLargePrint: value }),
  },
  "communication.easyRead": {
    write: (value: boolean, to) => to.add("media", { hasPlainLanguageOption: value }),
  },
  "communication.bslOnRequest": tag,
  "communication.lowBackgroundNoise": at("isQuiet"),
  "communication.howToAskForHelp": tag,
  "communication.notes": tag,

  assistanceDogsWelcome: at("animalPolicy.allowsAssistanceDogs"),
  "assistanceDogs.waterBowl": at("animalPolicy.suppliesWaterForPets"),
  "assistanceDogs.reliefArea": tag,

  "quieterTimes.offered": tag,
  "quieterTimes.when": tag,
  "quieterTimes.quietSpace": at("hasLowStimulusEnvironment"),

  "contact.phone": { place: "phoneNumber" },
  "contact.website": { place: "placeWebsiteUrl" },
  "contact.openingHours": tag,
};
