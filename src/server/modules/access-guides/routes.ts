// The access guides' API (shared/endpoints/access-guides.ts): visitors' reads of published
// guides, and the business's own calls by its manage token. The team's are in admin-routes.ts.
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { GUIDE_DATA_LICENCE, LICENCE_AGREED_FIELD } from "../../../shared/access-guides/licence.ts";
import { osmTags } from "../../../shared/access-guides/osm-tags.ts";
import {
  type AccessGuideFeatureCollection,
  GEOJSON_CONTENT_TYPE,
} from "../../../shared/contracts/access-guide-geojson.ts";
import { NOTICE_MESSAGES } from "../../../shared/contracts/access-guide-notices.ts";
import { MEDIA_MAX_BYTES } from "../../../shared/contracts/media.ts";
import { MEDIA_CONTENT_TYPES, parseMediaFile } from "../../../shared/media.ts";
import type { SiteConfig } from "../../../shared/site.ts";
import type { Db } from "../../db/connection.ts";
import { matchesEtag } from "../../http/conditional-get.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError } from "../../http/http-error.ts";
import { postcodeImports } from "../postcodes/attribution.ts";
import { a11yJsonOf } from "./a11yjson.ts";
import { acceptEdit, acceptGuide, acceptSubmission } from "./accept-guide.ts";
import { directoryHeaders } from "./directory-headers.ts";
import { allWithFit, withFit } from "./fit-reads.ts";
import { feedValidators, geoJsonFeed, notModifiedSince } from "./geojson-feed.ts";
import { confirmGuide, endNotice, postNotice } from "./notices.ts";
import { addPhoto, editPhoto, managedPhotoFile, removePhoto } from "./photos.ts";
import { findPublishedGuide, listPublishedGuides } from "./public-reads.ts";
import { deleteGuide, findByManageToken, managedView, NO_SUCH_GUIDE } from "./service.ts";
import { notOnTheSite } from "./take-down.ts";
import { findGuideWithTrust } from "./trust-reads.ts";
import { withdrawGuide } from "./withdraw.ts";

const notFound = () => new HttpError(404, NO_SUCH_GUIDE);

export const accessGuideRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  /** The site's origin, for the absolute addresses in the A11yJSON export. */
  site: Pick<SiteConfig, "siteUrl">;
}> = async (app, { db, now, site }) => {
  // Multipart is parsed in this plugin only, for a guide's photos: at most one file, of the size
  // the media library takes, and its alt text.
  await app.register(multipart, {
    limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    throwFileSizeLimit: true,
  });

  app.route({
    ...endpointRoute("GET /api/access-guides"),
    handler: async (request, reply) => {
      const page = await listPublishedGuides(db, request.query, now());
      // Centres loaded other than by the import (no record) are credited to Ordnance Survey,
      // whose Code-Point Open every UK postcode centre comes from.
      const imports = page.postcode === "found" ? await postcodeImports(db) : [];
      const sources = imports.length
        ? imports
        : [{ source: "code-point-open" as const, year: now().getUTCFullYear() }];
      directoryHeaders(reply, request.url, page, sources);
      return allWithFit(page.guides, request.query, now());
    },
  });

  app.route({
    ...endpointRoute("GET /api/access-guides/:id"),
    handler: async (request) => {
      const guide = await findGuideWithTrust(db, request.params.id, now());
      if (!guide) throw await notOnTheSite(db, request.params.id);
      return withFit(guide, request.query, now());
    },
  });

  app.route({
    ...endpointRoute("GET /api/access-guides/:id/a11yjson"),
    handler: async (request, reply) => {
      // With who stated each fact and when, in its tags.
      const guide = await findGuideWithTrust(db, request.params.id, now());
      if (!guide) throw await notOnTheSite(db, request.params.id);
      reply.header("content-disposition", `inline; filename="access-guide-${guide.id}.json"`);
      const licence = guide.openData ? GUIDE_DATA_LICENCE : null;
      return a11yJsonOf({ ...guide, licence }, site.siteUrl);
    },
  });

  app.route({
    ...endpointRoute("GET /api/access-guides.geojson"),
    handler: async (request, reply) => {
      const at = now();
      const { etag, lastModified } = await feedValidators(db, at);
      reply
        // Programs poll it; five minutes in their own caches spares the database. The shared
        // cache in front passes the API by (decision 037), so nothing there needs purging.
        .header("cache-control", "public, max-age=300")
        .header("etag", etag)
        .header("last-modified", lastModified.toUTCString());
      const ifNoneMatch = request.headers["if-none-match"];
      const unchanged = ifNoneMatch
        ? matchesEtag(ifNoneMatch, etag)
        : notModifiedSince(request.headers["if-modified-since"], lastModified);
      if (unchanged) return reply.status(304).send(null);
      // A stream, which Fastify sends as it comes; the declared shape is the API reference's.
      const feed = geoJsonFeed(db, at, site.siteUrl) as unknown as AccessGuideFeatureCollection;
      return reply
        .type(GEOJSON_CONTENT_TYPE)
        .header("content-disposition", 'inline; filename="access-guides.geojson"')
        .send(feed);
    },
  });

  app.route({
    ...endpointRoute("GET /api/access-guides/:id/osm-tags"),
    handler: async (request) => {
      const guide = await findPublishedGuide(db, request.params.id, now());
      if (!guide) throw await notOnTheSite(db, request.params.id);
      return osmTags(guide);
    },
  });

  app.route({
    ...endpointRoute("POST /api/access-guides"),
    handler: async (request, reply) =>
      reply.status(201).send(await acceptGuide(db, request, request.body, now())),
  });

  app.route({
    ...endpointRoute("GET /api/access-guides/manage/:manageToken"),
    handler: async (request, reply) => {
      // Someone's own guide, read by its secret: kept out of shared caches.
      reply.header("cache-control", "no-store");
      const row = await findByManageToken(db, request.params.manageToken);
      if (!row) throw notFound();
      return managedView(row);
    },
  });

  app.route({
    ...endpointRoute("PATCH /api/access-guides/manage/:manageToken"),
    handler: async (request) => {
      const row = await acceptEdit(db, request, request.params.manageToken, request.body, now());
      if (!row) throw notFound();
      return managedView(row);
    },
  });

  app.route({
    ...endpointRoute("POST /api/access-guides/manage/:manageToken/submit"),
    handler: async (request) => {
      const { manageToken } = request.params;
      const agreed = request.body?.[LICENCE_AGREED_FIELD] === true;
      const row = await acceptSubmission(db, request, manageToken, now(), agreed);
      if (!row) throw notFound();
      return { status: "in_review" as const };
    },
  });

  app.route({
    ...endpointRoute("DELETE /api/access-guides/manage/:manageToken"),
    handler: async (request, reply) => {
      if (!(await deleteGuide(db, request.params.manageToken))) throw notFound();
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpointRoute("POST /api/access-guides/manage/:manageToken/notices"),
    handler: async (request, reply) => {
      const notice = await postNotice(db, request, request.params.manageToken, request.body, now());
      return reply.status(201).send(notice);
    },
  });

  app.route({
    ...endpointRoute("DELETE /api/access-guides/manage/:manageToken/notices/:noticeId"),
    handler: async (request, reply) => {
      const { manageToken, noticeId } = request.params;
      if (!(await endNotice(db, request, manageToken, noticeId, now())))
        throw new HttpError(404, NOTICE_MESSAGES.noSuchNotice);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpointRoute("POST /api/access-guides/manage/:manageToken/confirm"),
    handler: async (request) => confirmGuide(db, request, request.params.manageToken, now()),
  });

  app.route({
    ...endpointRoute("POST /api/access-guides/manage/:manageToken/withdraw"),
    handler: async (request) =>
      managedView(await withdrawGuide(db, request, request.params.manageToken, now())),
  });

  app.route({
    ...endpointRoute("POST /api/access-guides/manage/:manageToken/photos"),
    handler: async (request, reply) => {
      const row = await addPhoto(db, request, request.params.manageToken, now());
      return reply.status(201).send(managedView(row));
    },
  });

  app.route({
    ...endpointRoute("GET /api/access-guides/manage/:manageToken/photo-files/:file"),
    handler: async (request, reply) => {
      // Someone's own photo, read by its secret, perhaps not yet public: kept out of every cache.
      reply.header("cache-control", "no-store");
      const wanted = parseMediaFile(request.params.file);
      if (!wanted || wanted.reference) throw notFound();
      const bytes = await managedPhotoFile(db, request.params.manageToken, wanted);
      if (!bytes) throw notFound();
      // Bytes, which Fastify sends as they are; the declared type is the API reference's.
      const file = Buffer.from(bytes) as unknown as string;
      return reply.type(MEDIA_CONTENT_TYPES[wanted.format]).send(file);
    },
  });

  app.route({
    ...endpointRoute("PATCH /api/access-guides/manage/:manageToken/photos/:photoId"),
    handler: async (request) => {
      const { manageToken, photoId } = request.params;
      return managedView(await editPhoto(db, request, manageToken, photoId, request.body, now()));
    },
  });

  app.route({
    ...endpointRoute("DELETE /api/access-guides/manage/:manageToken/photos/:photoId"),
    handler: async (request) => {
      const { manageToken, photoId } = request.params;
      return managedView(await removePhoto(db, request, manageToken, photoId, now()));
    },
  });
};
