// A published guide's meta description, for the head of its page in the browser and on the server
// (its JSON-LD, larger, is built on the server alone: access-guide-structured-data.ts).
import type { PublicAccessGuide } from "../../shared/contracts/access-guides.ts";

export function accessGuideDescription(guide: PublicAccessGuide): string {
  return `What to expect when you visit ${guide.name} in ${guide.town}: measured details of the way in, inside, toilets and help, from the business.`;
}
