// The access-guide pages' plain forms (decision 036), as their endpoints declare them
// (shared/endpoints/access-guides.ts): the fields each sends and the parameters of the page
// addresses they post to, which name the manage token `token`, as every page path does.
import { z } from "zod";
import { manageToken } from "../contracts/access-guides.ts";
import { HONEYPOT_FIELD } from "../contracts/common.ts";
import { BUSINESS_FIELDS, FACT_PATHS, PUBLISH_EMAIL_FIELD } from "./form-values.ts";
import { LICENCE_AGREED_FIELD } from "./licence.ts";
import { CHECKED_PATHS, confirmFieldOf } from "./sense-checks.ts";

/** A photo's id as a form or a page address sends it. */
export const photoIdOf = z.coerce.number().int().positive().max(2_147_483_647);

export const managePageParams = z.object({ token: manageToken });
export const photoPageParams = z.object({ token: manageToken, photoId: photoIdOf });

/** The start form: the results it starts from and the business. */
export const NEW_GUIDE_FIELDS = ["assessmentToken", ...BUSINESS_FIELDS, HONEYPOT_FIELD] as const;

/** The manage form: the business, every fact, the unusual measurements kept, and which button. */
export const MANAGE_FIELDS = [
  ...BUSINESS_FIELDS,
  ...FACT_PATHS,
  ...CHECKED_PATHS.map(confirmFieldOf),
  PUBLISH_EMAIL_FIELD,
  LICENCE_AGREED_FIELD,
  "action",
];

/** A photo's own form: its alt text, or a move, or its removal. */
export const PHOTO_FIELDS = ["alt", "action", "position"] as const;

/** A notice's page address: its guide's token and its own id. */
export const noticePageParams = z.object({ token: manageToken, noticeId: photoIdOf });
