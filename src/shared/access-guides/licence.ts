// The licence a guide's facts are published under as open data (decision 046), named once: the
// GeoJSON feed, the A11yJSON export, the guide page's credit, the agreement a business ticks when
// it sends its guide for review and the privacy page all read it from here. Photos are not
// covered: they stay the business's.
import { BRAND } from "../site.ts";

export const GUIDE_DATA_LICENCE = {
  /** The SPDX identifier, kept beside each agreement (access_guides.licence). */
  id: "ODbL-1.0",
  name: "Open Database Licence 1.0 (ODbL)",
  shortName: "ODbL 1.0",
  url: "https://opendatacommons.org/licenses/odbl/1-0/",
} as const;

export type GuideDataLicenceId = typeof GUIDE_DATA_LICENCE.id;

/** Who to credit, as the licence asks of anyone who uses the facts. */
export const guideDataAttribution = (siteUrl: string) =>
  `Access guides from ${BRAND.name} (${siteUrl}), each written by the business it describes`;

/** The submit form's tick box, and the field the API takes. */
export const LICENCE_AGREED_FIELD = "licenceAgreed";
