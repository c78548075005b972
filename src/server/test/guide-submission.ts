// What a test sends with a guide for review: the business's open-data agreement (decision 046),
// as the JSON API and the manage form each take it.
import { LICENCE_AGREED_FIELD } from "../../shared/access-guides/licence.ts";

export const GUIDE_SUBMISSION = { [LICENCE_AGREED_FIELD]: true } as const;

/** The manage form's tick box, ticked. */
export const LICENCE_TICKED = { [LICENCE_AGREED_FIELD]: "yes" } as const;
