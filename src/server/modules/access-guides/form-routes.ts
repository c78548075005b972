// Access guides without JavaScript (decision 036): the start form, the manage page's forms and the
// delete button post to their pages' own addresses, each declared with the endpoint it mirrors
// (shared/endpoints/access-guides.ts), checked by its contract and kept to the same limits and
// honeypot (accept-guide.ts). What is taken redirects to the guide's page, so a reload cannot send
// it twice; what is not comes back on the page with everything typed kept and each problem in the
// error summary.
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PHOTO_ID_FIELD } from "../../../shared/access-guides/addresses.ts";
import {
  detailsFromForm,
  fieldNameOf,
  GUIDE_PLACED_PARAM,
  GUIDE_SAVED_PARAM,
  GUIDE_SENT_PARAM,
  GUIDE_WITHDRAWN_PARAM,
  LOCATION_FIELD,
  locationFromForm,
  noPostcodeCentre,
  POSTCODE_CENTRE_ACTION,
  POSTED_GUIDE_KEY,
  PUBLISH_EMAIL_FIELD,
} from "../../../shared/access-guides/form-values.ts";
import { LICENCE_AGREED_FIELD } from "../../../shared/access-guides/licence.ts";
import { LICENCE_NEEDED_MESSAGE } from "../../../shared/access-guides/licence-words.ts";
import {
  LOCATION_NEEDED_MESSAGE,
  locationOfColumns,
} from "../../../shared/access-guides/location.ts";
import {
  MANAGE_FIELDS,
  managePageParams,
  photoIdOf,
  photoPageParams,
} from "../../../shared/access-guides/page-forms.ts";
import { CHECKED_PATHS, confirmFieldOf } from "../../../shared/access-guides/sense-checks.ts";
import { accessGuideEdit } from "../../../shared/contracts/access-guides.ts";
import { MEDIA_MAX_BYTES } from "../../../shared/contracts/media.ts";
import { PAGE_PATHS } from "../../../shared/page-paths.ts";
import type { Db } from "../../db/connection.ts";
import { fieldErrors } from "../../http/form-post.ts";
import { HttpError } from "../../http/http-error.ts";
import { formRoute, formRouteOptions, sentFields } from "../../render/form-route.ts";
import type { RenderPage } from "../../render/pages.ts";
import { postcodeCentre } from "../postcodes/centres.ts";
import { acceptEdit, acceptGuide, acceptSubmission } from "./accept-guide.ts";
import { accessGuideNoticeForms } from "./notice-forms.ts";
import { manageAddress, photoForms } from "./photo-forms.ts";
import { PHOTO_MESSAGES } from "./photos.ts";
import { deleteGuide, findByManageToken, NO_SUCH_GUIDE } from "./service.ts";
import { withdrawGuide } from "./withdraw.ts";

export const accessGuideFormRoutes: FastifyPluginAsyncZod<{
  db: Db;
  renderPage: RenderPage;
  now: () => Date;
}> = async (app, { db, renderPage, now }) => {
  // Form bodies are parsed here only: every API route still takes JSON alone.
  await app.register(formbody);
  // And the photo upload's multipart body, as the API takes it (routes.ts).
  await app.register(multipart, {
    limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    throwFileSizeLimit: true,
  });
  const { uploadPhoto, changePhoto } = photoForms(db, renderPage, now);
  // The notices' and the confirmation's forms, with the form bodies parsed above.
  await app.register(accessGuideNoticeForms, { db, renderPage, now });

  app.route(
    formRoute("POST /api/access-guides", renderPage, {
      // The location field's text becomes a point; what it cannot read is told beside it.
      toBody: ({ [LOCATION_FIELD]: text, ...fields }) => {
        const { location } = locationFromForm(text);
        return location ? { ...fields, location } : fields;
      },
      problems: (fields): Record<string, string> => {
        const { problem } = locationFromForm(fields[LOCATION_FIELD]);
        return problem ? { [LOCATION_FIELD]: problem } : {};
      },
      run: (request, guide) => acceptGuide(db, request, guide, now()),
      redirect: ({ manageToken }) => manageAddress(manageToken),
      fieldName: fieldNameOf,
    }),
  );

  app.route({
    ...formRouteOptions("PATCH /api/access-guides/manage/:manageToken"),
    handler: async (request, reply) => {
      const { token } = managePageParams.parse(request.params);
      // Every form on the manage page posts here, so whatever comes back is at its own address
      // (a page at …/photos was routed to "Page not found" once its script ran).
      if (request.isMultipart()) return uploadPhoto(request, reply, token);
      const photoField = sentFields(request, [PHOTO_ID_FIELD])[PHOTO_ID_FIELD];
      if (photoField !== undefined) {
        const photo = photoIdOf.safeParse(photoField);
        if (!photo.success) throw new HttpError(404, PHOTO_MESSAGES.noSuchPhoto);
        return changePhoto(request, reply, token, photo.data);
      }
      const values = sentFields(request, MANAGE_FIELDS);
      // "Use the middle of <postcode>" sets the point itself, whatever the field says.
      const toCentre = values.action === POSTCODE_CENTRE_ACTION;
      const place = toCentre ? {} : locationFromForm(values[LOCATION_FIELD]);
      const checked = accessGuideEdit.safeParse({
        name: values.name ?? "",
        category: values.category,
        town: values.town ?? "",
        postcode: values.postcode ?? "",
        ...(place.location ? { location: place.location } : {}),
        contactEmail: values.contactEmail ?? "",
        publishContactEmail: values[PUBLISH_EMAIL_FIELD] === "yes",
        details: detailsFromForm(values),
        // The unusual measurements the owner ticked to keep.
        confirmedUnusual: CHECKED_PATHS.filter((path) => values[confirmFieldOf(path)] === "yes"),
      });
      const again = (errors: Record<string, string>, refusal: string | null, status: number) =>
        renderPage(request, reply, {
          initialData: [{ queryKey: POSTED_GUIDE_KEY, data: { values, errors, refusal } }],
          status,
          title: (title) => `Error: ${title}`,
        });
      // Sending for review asks for the open-data agreement (decision 046) and a point; nothing
      // is saved without them, and everything typed comes back.
      const sending = values.action === "submit";
      const agreed = values[LICENCE_AGREED_FIELD] === "yes";
      const licenceError: Record<string, string> =
        sending && !agreed ? { [LICENCE_AGREED_FIELD]: LICENCE_NEEDED_MESSAGE } : {};
      const problems: Record<string, string> = place.problem
        ? { [LOCATION_FIELD]: place.problem }
        : {};
      if (!checked.success || place.problem) {
        const errors = checked.success ? {} : fieldErrors(checked.error, fieldNameOf);
        return again({ ...errors, ...problems, ...licenceError }, null, 400);
      }
      let edit = checked.data;
      if (toCentre) {
        const postcode = edit.postcode ?? "";
        const centre = await postcodeCentre(db, postcode);
        if (!centre) return again({ [LOCATION_FIELD]: noPostcodeCentre(postcode) }, null, 400);
        edit = { ...edit, location: centre };
      }
      if (sending) {
        const row = edit.location ? undefined : await findByManageToken(db, token);
        const placeError: Record<string, string> =
          row && locationOfColumns(row) === null
            ? { [LOCATION_FIELD]: LOCATION_NEEDED_MESSAGE }
            : {};
        if (!agreed || Object.keys(placeError).length > 0) {
          return again({ ...placeError, ...licenceError }, null, 422);
        }
      }
      try {
        const saved = await acceptEdit(db, request, token, edit, now());
        if (!saved) throw new HttpError(404, NO_SUCH_GUIDE);
        if (values.action === "submit") {
          await acceptSubmission(db, request, token, now(), agreed);
          return reply.redirect(manageAddress(token, GUIDE_SENT_PARAM), 303);
        }
        return reply.redirect(
          manageAddress(token, toCentre ? GUIDE_PLACED_PARAM : GUIDE_SAVED_PARAM),
          303,
        );
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500 || error.statusCode === 404)
          throw error;
        // A published guide's edit goes back to review, so it too needs a point.
        if (error.message === LOCATION_NEEDED_MESSAGE) {
          return again({ [LOCATION_FIELD]: error.message }, null, error.statusCode);
        }
        return again({}, error.message, error.statusCode);
      }
    },
  });

  app.route({
    ...formRouteOptions("DELETE /api/access-guides/manage/:manageToken"),
    handler: async (request, reply) => {
      const deleted = await deleteGuide(db, managePageParams.parse(request.params).token);
      if (!deleted) throw new HttpError(404, NO_SUCH_GUIDE);
      // A page that says so, not the directory without a word (WCAG 3.3.4).
      return reply.redirect(PAGE_PATHS.accessGuideDeleted, 303);
    },
  });

  app.route({
    ...formRouteOptions("POST /api/access-guides/manage/:manageToken/withdraw"),
    handler: async (request, reply) => {
      const { token } = managePageParams.parse(request.params);
      try {
        await withdrawGuide(db, request, token, now());
      } catch (error) {
        // Already back with the business (the team reviewed it meanwhile): its page says where
        // it stands.
        if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
      }
      return reply.redirect(manageAddress(token, GUIDE_WITHDRAWN_PARAM), 303);
    },
  });

  app.route({
    ...formRouteOptions("POST /api/access-guides/manage/:manageToken/photos"),
    handler: (request, reply) =>
      uploadPhoto(request, reply, managePageParams.parse(request.params).token),
  });

  app.route({
    ...formRouteOptions("PATCH /api/access-guides/manage/:manageToken/photos/:photoId"),
    handler: (request, reply) => {
      const { token, photoId } = photoPageParams.parse(request.params);
      return changePhoto(request, reply, token, photoId);
    },
  });
};
