// Access guides without JavaScript (decision 036): the start form and the manage form post to their
// pages' own addresses, are checked by the contracts the API uses and kept to the same limits
// and honeypot (accept-guide.ts). What is taken redirects to the guide's page, so a reload
// cannot send it twice; what is not comes back on the page with everything typed kept and each
// problem in the error summary.
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  GUIDE_PHOTO_PARAM,
  GUIDE_PHOTOS_ANCHOR,
  type GuidePhotoOutcome,
  PHOTO_ACTIONS,
  PHOTO_ID_FIELD,
  POSTED_PHOTO_KEY,
} from "../../../shared/access-guides/addresses.ts";
import {
  BUSINESS_FIELDS,
  detailsFromForm,
  FACT_PATHS,
  fieldNameOf,
  GUIDE_SAVED_PARAM,
  GUIDE_SENT_PARAM,
  POSTED_GUIDE_KEY,
  POSTED_NEW_GUIDE_KEY,
  PUBLISH_EMAIL_FIELD,
} from "../../../shared/access-guides/form-values.ts";
import { CHECKED_PATHS, confirmFieldOf } from "../../../shared/access-guides/sense-checks.ts";
import {
  accessGuideEdit,
  accessGuideInput,
  GUIDE_PHOTOS_MAX,
  guidePhotoEdit,
  manageToken,
} from "../../../shared/contracts/access-guides.ts";
import { HONEYPOT_FIELD } from "../../../shared/contracts/common.ts";
import { MEDIA_MAX_BYTES } from "../../../shared/contracts/media.ts";
import { PAGE_PATHS, pagePath } from "../../../shared/page-paths.ts";
import type { PostedForm } from "../../../shared/posted-forms.ts";
import { PUBLIC } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { type FormBody, formBody, formBodyLimit, readFields } from "../../http/form-post.ts";
import { HttpError } from "../../http/http-error.ts";
import type { DataVersion } from "../../lib/data-version.ts";
import type { RenderPage } from "../../render/pages.ts";
import { acceptEdit, acceptGuide, acceptSubmission } from "./accept-guide.ts";
import { addPhoto, editPhoto, PHOTO_MESSAGES, removePhoto } from "./photos.ts";
import { deleteGuide, NO_SUCH_GUIDE } from "./service.ts";

/** The first problem with each field, named as the form names it. */
function guideErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = fieldNameOf(issue.path);
    if (!(name in errors)) errors[name] = issue.message;
  }
  return errors;
}

/** The manage page's address names its token `token`, as every page path does. */
const tokenParams = z.object({ token: manageToken });
const photoIdOf = z.coerce.number().int().positive().max(2_147_483_647);
const photoParams = z.object({ token: manageToken, photoId: photoIdOf });

const PHOTO_TOO_BIG =
  "That photo is larger than 15 MB, the most we take. Make it smaller, or choose another, and upload it again.";

/** Back to the manage page's photos, saying what was done. */
const photosAddress = (token: string, outcome: GuidePhotoOutcome) =>
  `${pagePath(PAGE_PATHS.accessGuideManage, { token })}?${GUIDE_PHOTO_PARAM}=${outcome}#${GUIDE_PHOTOS_ANCHOR}`;

const manageAddress = (token: string, param?: string) =>
  `${pagePath(PAGE_PATHS.accessGuideManage, { token })}${param ? `?${param}=1` : ""}`;

const ALL_FIELDS = [
  ...BUSINESS_FIELDS,
  ...FACT_PATHS,
  ...CHECKED_PATHS.map(confirmFieldOf),
  PUBLISH_EMAIL_FIELD,
  "action",
];

export const accessGuideFormRoutes: FastifyPluginAsyncZod<{
  db: Db;
  renderPage: RenderPage;
  version: DataVersion;
  now: () => Date;
}> = async (app, { db, renderPage, version, now }) => {
  // Form bodies are parsed here only: every API route still takes JSON alone.
  await app.register(formbody);
  // And the photo upload's multipart body, as the API takes it (routes.ts).
  await app.register(multipart, {
    limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    throwFileSizeLimit: true,
  });
  const bodyLimit = formBodyLimit(20_000);

  /** The page again, with what was sent, the problems found or the refusal of the whole form. */
  const again = (
    request: Parameters<RenderPage>[0],
    reply: Parameters<RenderPage>[1],
    key: readonly string[],
    posted: PostedForm,
    status: number,
  ) =>
    renderPage(request, reply, {
      initialData: [{ queryKey: key, data: posted }],
      status,
      title: (title) => `Error: ${title}`,
    });

  app.post(
    PAGE_PATHS.accessGuideNew,
    { config: PUBLIC, bodyLimit, schema: { body: formBody } },
    async (request, reply) => {
      const values = readFields(request.body, ["assessmentToken", ...BUSINESS_FIELDS]);
      const checked = accessGuideInput.safeParse({
        ...values,
        ...readFields(request.body, [HONEYPOT_FIELD]),
      });
      if (!checked.success) {
        const posted = { values, errors: guideErrors(checked.error), refusal: null };
        return again(request, reply, POSTED_NEW_GUIDE_KEY, posted, 400);
      }
      try {
        const { manageToken } = await acceptGuide(db, request, checked.data, now());
        return reply.redirect(manageAddress(manageToken), 303);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        const posted = { values, errors: {}, refusal: error.message };
        return again(request, reply, POSTED_NEW_GUIDE_KEY, posted, error.statusCode);
      }
    },
  );

  app.post(
    PAGE_PATHS.accessGuideManage,
    {
      config: PUBLIC,
      bodyLimit,
      // Optional: a photo's upload (multipart) has no urlencoded body.
      schema: { params: tokenParams, body: formBody.nullish() },
    },
    async (request, reply) => {
      const { token } = request.params;
      // Every form on the manage page posts here, so whatever comes back is at its own address
      // (a page at …/photos was routed to "Page not found" once its script ran).
      if (request.isMultipart()) return uploadPhoto(request, reply, token);
      const body = request.body ?? {};
      if (Object.hasOwn(body, PHOTO_ID_FIELD)) {
        const photo = photoIdOf.safeParse(readFields(body, [PHOTO_ID_FIELD])[PHOTO_ID_FIELD]);
        if (!photo.success) throw new HttpError(404, PHOTO_MESSAGES.noSuchPhoto);
        return changePhoto(request, reply, token, photo.data, body);
      }
      const values = readFields(body, ALL_FIELDS) as Record<string, string>;
      const checked = accessGuideEdit.safeParse({
        name: values.name ?? "",
        category: values.category,
        town: values.town ?? "",
        postcode: values.postcode ?? "",
        contactEmail: values.contactEmail ?? "",
        publishContactEmail: values[PUBLISH_EMAIL_FIELD] === "yes",
        details: detailsFromForm(values),
        // The unusual measurements the owner ticked to keep.
        confirmedUnusual: CHECKED_PATHS.filter((path) => values[confirmFieldOf(path)] === "yes"),
      });
      if (!checked.success) {
        const posted = { values, errors: guideErrors(checked.error), refusal: null };
        return again(request, reply, POSTED_GUIDE_KEY, posted, 400);
      }
      try {
        const saved = await acceptEdit(db, request, token, checked.data, now());
        if (!saved) throw new HttpError(404, NO_SUCH_GUIDE);
        if (values.action === "submit") {
          await acceptSubmission(db, request, token, now());
          return reply.redirect(manageAddress(token, GUIDE_SENT_PARAM), 303);
        }
        return reply.redirect(manageAddress(token, GUIDE_SAVED_PARAM), 303);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500 || error.statusCode === 404)
          throw error;
        const posted = { values, errors: {}, refusal: error.message };
        return again(request, reply, POSTED_GUIDE_KEY, posted, error.statusCode);
      }
    },
  );

  app.post(
    PAGE_PATHS.accessGuideDelete,
    { config: PUBLIC, bodyLimit: 4096, schema: { params: tokenParams } },
    async (request, reply) => {
      const { token } = request.params;
      const deleted = await deleteGuide(db, token);
      if (!deleted) throw new HttpError(404, NO_SUCH_GUIDE);
      // Its page goes at once: a published guide's page and the directory change.
      if (deleted.published) await version.bump(["access-guide"]);
      return reply.redirect(PAGE_PATHS.accessGuides, 303);
    },
  );

  /** What a photo form could not do, on the manage page again beside that form. */
  const photoAgain = (
    request: Parameters<RenderPage>[0],
    reply: Parameters<RenderPage>[1],
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
  const uploadPhoto = async (
    request: Parameters<RenderPage>[0],
    reply: Parameters<RenderPage>[1],
    token: string,
  ) => {
    try {
      await addPhoto(db, request, token, now());
      return reply.redirect(photosAddress(token, "added"), 303);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 413) {
        return photoAgain(
          request,
          reply,
          token,
          { photoId: "" },
          new HttpError(413, PHOTO_TOO_BIG),
        );
      }
      if (!(error instanceof HttpError) || error.statusCode >= 500 || error.statusCode === 404)
        throw error;
      return photoAgain(request, reply, token, { photoId: "" }, error);
    }
  };

  /** A photo's alt text saved, the photo moved or removed. */
  const changePhoto = async (
    request: Parameters<RenderPage>[0],
    reply: Parameters<RenderPage>[1],
    token: string,
    photoId: number,
    body: FormBody,
  ) => {
    const values = readFields(body, ["alt", "action", "position"]) as Record<string, string>;
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
      if (!(error instanceof HttpError) || error.statusCode >= 500 || error.statusCode === 404)
        throw error;
      const kept: Record<string, string> = { photoId: String(photoId) };
      if (action === "save") kept.alt = values.alt ?? "";
      return photoAgain(request, reply, token, kept, error);
    }
  };

  // The addresses the photo forms posted to before they posted to the manage page, kept for a
  // page opened before that change; what they answer is rendered at the manage page's address.
  app.post(
    PAGE_PATHS.accessGuidePhotos,
    { config: PUBLIC, schema: { params: tokenParams } },
    (request, reply) => uploadPhoto(request, reply, request.params.token),
  );

  app.post(
    PAGE_PATHS.accessGuidePhoto,
    {
      config: PUBLIC,
      bodyLimit: formBodyLimit(400),
      schema: { params: photoParams, body: formBody },
    },
    (request, reply) =>
      changePhoto(request, reply, request.params.token, request.params.photoId, request.body),
  );
};
