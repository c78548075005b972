// How the pipeline's answers name a kind's pieces: "article", "News item not found".
import {
  capitalised,
  PUBLISHING_KINDS,
  type PublishingKindName,
} from "../../../shared/publishing-kinds.ts";

export const nounOf = (name: PublishingKindName) => PUBLISHING_KINDS[name].noun.one;

/** "Article", "News item": what a 404 says was not found. */
export const capitalisedNounOf = (name: PublishingKindName) => capitalised(nounOf(name));
