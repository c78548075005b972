// A guide's photo forms without JavaScript (decision 036): the upload, and each photo's alt text,
// move and removal. Each goes back to the manage page's photos saying what was done, or renders
// the manage page again beside the form with the problem, at the page's own address.
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  GUIDE_PHOTO_PARAM,
  GUIDE_PHOTOS_ANCHOR,
  type GuidePhotoOutcome,
  PHOTO_ACTIONS,
  POSTED_PHOTO_KEY,
} from "../../../shared/access-guides/addresses.ts";
import { PHOTO_FIELDS } from "../../../shared/access-guides/page-forms.ts";
import { GUIDE_PHOTOS_MAX, guidePhotoEdit } from "../../../shared/contracts/access-guides.ts";
import { PAGE_PATHS, pagePath } from "../../../shared/page-paths.ts";
import type { PostedForm } from "../../../shared/posted-forms.ts";
import type { Db } from "../../db/connection.ts";
import { HttpError } from "../../http/http-error.ts";
import { sentFields } from "../../render/form-route.ts";
import type { RenderPage } from "../../render/pages.ts";
import { addPhoto, editPhoto, removePhoto } from "./photos.ts";

const PHOTO_TOO_BIG =
  "That photo is larger than 15 MB, the most we take. Make it smaller, or choose another, and upload it again.";

export const manageAddress = (token: string, param?: string) =>
  `${pagePath(PAGE_PATHS.accessGuideManage, { token })}${param ? `?${param}=1` : ""}`;

/** Back to the manage page's photos, saying what was done. */
const photosAddress = (token: string, outcome: GuidePhotoOutcome) =>
  `${pagePath(PAGE_PATHS.accessGuideManage, { token })}?${GUIDE_PHOTO_PARAM}=${outcome}#${GUIDE_PHOTOS_ANCHOR}`;

/** A refusal a form can tell: a person's mistake, not a missing guide or our fault. */
const isTellable = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.statusCode < 500 && error.statusCode !== 404;

export function photoForms(db: Db, renderPage: RenderPage, now: () => Date) {
  /** What a photo form could not do, on the manage page again beside that form. */
  const photoAgain = (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    values: Record<string, string>,
    error: HttpError,
  ) => {
    const fields = (error.details as { fields?: Record<string, string> } | undefined)?.fields;
    const posted: PostedForm = {
      values,
      errors: fields ?? {},
      refusal: fields ? null : error.message,
    };
    return renderPage(request, reply, {
      initialData: [{ queryKey: POSTED_PHOTO_KEY, data: posted }],
      status: error.statusCode,
      title: (title) => `Error: ${title}`,
      url: manageAddress(token),
    });
  };

  /** A photo sent from the manage page, with or without JavaScript: the API's checks and limits. */
  const uploadPhoto = async (request: FastifyRequest, reply: FastifyReply, token: string) => {
    try {
      await addPhoto(db, request, token, now());
      return reply.redirect(photosAddress(token, "added"), 303);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 413) {
        const tooBig = new HttpError(413, PHOTO_TOO_BIG);
        return photoAgain(request, reply, token, { photoId: "" }, tooBig);
      }
      if (!isTellable(error)) throw error;
      return photoAgain(request, reply, token, { photoId: "" }, error);
    }
  };

  /** A photo's alt text saved, the photo moved or removed. */
  const changePhoto = async (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    photoId: number,
  ) => {
    const values = sentFields(request, PHOTO_FIELDS);
    const action = PHOTO_ACTIONS.find((each) => each === values.action) ?? "save";
    try {
      if (action === "remove") {
        await removePhoto(db, request, token, photoId, now());
        return reply.redirect(photosAddress(token, "removed"), 303);
      }
      const position = Number(values.position);
      const edit =
        action === "save"
          ? { alt: values.alt ?? "" }
          : {
              position: Math.min(
                GUIDE_PHOTOS_MAX,
                Math.max(1, position + (action === "earlier" ? -1 : 1)),
              ),
            };
      const checked = guidePhotoEdit.safeParse(edit);
      if (!checked.success) {
        const message = checked.error.issues[0]?.message ?? "Invalid";
        throw new HttpError(400, message, { fields: { alt: message } });
      }
      await editPhoto(db, request, token, photoId, checked.data, now());
      return reply.redirect(photosAddress(token, "saved"), 303);
    } catch (error) {
      if (!isTellable(error)) throw error;
      const kept: Record<string, string> = { photoId: String(photoId) };
      if (action === "save") kept.alt = values.alt ?? "";
      return photoAgain(request, reply, token, kept, error);
    }
  };

  return { uploadPhoto, changePhoto };
}
