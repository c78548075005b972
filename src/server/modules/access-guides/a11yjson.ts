// A published guide's facts as A11yJSON (https://sozialhelden.github.io/a11yjson/), the open
// format accessibility maps exchange: a feature whose `properties.accessibility` describes the
// entrances, parking, restrooms and so on, every measurement a quantity with its unit. A fact the
// business left blank is left out, never guessed.
import type { GuideDetails } from "../../../shared/contracts/access-guides.ts";

type Json = Record<string, unknown>;

const quantity = (value: number | undefined, unit: string) =>
  value === undefined ? undefined : { value, unit };

/** The object without its undefined members, or undefined when nothing is left. */
function facts(object: Json): Json | undefined {
  const kept = Object.entries(object).filter(([, value]) => value !== undefined);
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

export function a11yJsonOf(guide: {
  name: string;
  town: string;
  postcode: string;
  details: GuideDetails;
  contactEmail: string | null;
  lastCheckedAt: Date;
  url: string;
}) {
  const { parking = {}, entrance = {}, inside = {}, service = {}, seating = {} } = guide.details;
  const { toilet = {}, communication = {}, assistanceDogs = {}, quieterTimes = {} } = guide.details;
  const { contact = {} } = guide.details;
  const stairs = facts({
    count: entrance.steps,
    stepHeight: quantity(entrance.stepHeightMm, "mm"),
    hasHandRail: entrance.handrail,
  });
  const door = facts({
    width: quantity(entrance.doorClearWidthMm, "mm"),
    isAutomatic: entrance.doorType === undefined ? undefined : entrance.doorType === "automatic",
    isRevolving: entrance.doorType === undefined ? undefined : entrance.doorType === "revolving",
  });
  const mainEntrance = facts({
    isMainEntrance: true,
    isLevel: entrance.stepFree,
    hasRamp: entrance.ramp,
    rampSlope: quantity(entrance.rampGradientPercent, "%"),
    stairs,
    door,
    hasDoorbell: entrance.bell,
  });
  const accessibility = facts({
    entrances: mainEntrance ? [mainEntrance] : undefined,
    parking: facts({
      hasParking: parking.carPark,
      forWheelchairUsers: facts({
        count: parking.blueBadgeBays,
        width: quantity(parking.bayWidthMm, "mm"),
        length: quantity(parking.bayLengthMm, "mm"),
        distanceToEntrance: quantity(parking.distanceToEntranceM, "m"),
      }),
      hasDropOff: parking.dropOff,
    }),
    pathways: facts({
      isStepFree: inside.stepFreeThroughout,
      width: quantity(inside.narrowestRouteMm, "mm"),
    }),
    lifts: inside.lift
      ? [
          facts({
            cabinWidth: quantity(inside.liftWidthMm, "mm"),
            cabinLength: quantity(inside.liftDepthMm, "mm"),
          }) ?? {},
        ]
      : undefined,
    serviceCounter: facts({
      isLowered: service.lowCounter,
      height: quantity(service.counterHeightMm, "mm"),
    }),
    tables: facts({ height: quantity(seating.tableHeightMm, "mm") }),
    seating: facts({
      hasSeatsWhileWaiting: seating.waitingSeats,
      hasChairsWithArmrests: seating.chairsWithArms,
      hasMovableChairs: seating.movableChairs,
    }),
    restrooms:
      toilet.accessible === undefined && toilet.changingPlaces === undefined
        ? undefined
        : [
            facts({
              isAccessibleWithWheelchair: toilet.accessible,
              isChangingPlaces: toilet.changingPlaces,
              toilet: facts({
                spaceForTransfer: quantity(toilet.transferSpaceMm, "mm"),
                hasGrabBars: toilet.grabRails,
              }),
              hasEmergencyPullstring: toilet.alarmCord,
              hasBabyChangingTable: toilet.babyChanging,
            }),
          ],
    hasInductionLoop: guide.details.hearingLoop,
    animalPolicy: facts({
      allowsAssistanceDogs: guide.details.assistanceDogsWelcome,
      hasWaterBowl: assistanceDogs.waterBowl,
    }),
    media: facts({
      hasLargePrint: communication.largePrint,
      hasEasyRead: communication.easyRead,
    }),
    staff: facts({
      hasDisabilityAwarenessTraining: service.staffTrained,
      canBookSignLanguageInterpreter: communication.bslOnRequest,
      knowsRelayUk: communication.relayUk,
    }),
    quietTimes: facts({ isOffered: quieterTimes.offered, description: quieterTimes.when }),
    hasQuietSpace: quieterTimes.quietSpace,
  });
  return {
    type: "Feature" as const,
    geometry: null,
    properties: facts({
      name: guide.name,
      address: { text: `${guide.town}, ${guide.postcode}`, postalCode: guide.postcode },
      phoneNumber: contact.phone,
      emailAddress: guide.contactEmail ?? undefined,
      placeWebsiteUrl: contact.website,
      infoPageUrl: guide.url,
      lastCheckedAt: guide.lastCheckedAt.toISOString(),
      accessibility,
    }) as Json,
  };
}
