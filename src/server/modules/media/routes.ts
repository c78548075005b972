// The media library's routes (issue 30): uploading an image, behind the guard, and serving its
// files to everyone from this origin, cached for good since a file's address never changes.
import multipart from "@fastify/multipart";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "../../../shared/contracts/common.ts";
import {
  MEDIA_MAX_BYTES,
  mediaUploadFields,
  uploadedMedia,
} from "../../../shared/contracts/media.ts";
import { MEDIA_CONTENT_TYPES, mediaReference, parseMediaFile } from "../../../shared/media.ts";
import { adminOf, requiresUpload } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { media, mediaFiles } from "../../db/schema.ts";
import { by, recordAudit } from "../../lib/audit.ts";
import { HttpError, notFound } from "../../plugins/errors.ts";
import { NotAnImage, processImage } from "./process-image.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The upload's file and text fields, read from the multipart body. */
async function readUpload(parts: AsyncIterableIterator<import("@fastify/multipart").Multipart>) {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of parts) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || file) throw new HttpError(400, "Send one image, as file");
        file = await part.toBuffer();
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // Our own answers and the plugin's 4xx (413 for a file too large) stand; a body cut short or
    // malformed is the sender's problem, not the server's.
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof HttpError || (status !== undefined && status < 500)) throw error;
    throw new HttpError(400, "The upload could not be read: send the image again");
  }
  return { file, fields };
}

export const mediaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(multipart, {
    limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    throwFileSizeLimit: true,
  });

  app.post(
    "/api/admin/media",
    {
      config: requiresUpload("write-articles"),
      schema: { response: { 201: uploadedMedia, 400: errorResponse, 413: errorResponse } },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, "Send the image as multipart/form-data, with file and alt");
      }
      const { file, fields } = await readUpload(request.parts());
      const parsed = mediaUploadFields.safeParse(fields);
      if (!parsed.success) {
        throw new HttpError(400, parsed.error.issues[0]?.message ?? "Invalid fields");
      }
      if (!file) throw new HttpError(400, "Choose an image to upload");
      const decorative = parsed.data.decorative === "true";
      const alt = decorative ? "" : (parsed.data.alt ?? "");
      let image: Awaited<ReturnType<typeof processImage>>;
      try {
        image = await processImage(file);
      } catch (error) {
        if (error instanceof NotAnImage) {
          throw new HttpError(400, "That file is not an image we can use: try a JPEG, PNG or WebP");
        }
        throw error;
      }
      const admin = adminOf(request);
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(media)
          .values({
            alt,
            decorative,
            width: image.width,
            height: image.height,
            fallback: image.fallback,
            uploadedBy: admin.userId,
          })
          .returning();
        if (!inserted) throw new Error("insert returned no row");
        await tx
          .insert(mediaFiles)
          .values(image.files.map((f) => ({ ...f, mediaId: inserted.id })));
        await recordAudit(tx, { ...by(admin), action: "media.upload", targetId: inserted.id });
        return inserted;
      });
      return reply.status(201).send({
        id: row.id,
        url: mediaReference(row),
        width: row.width,
        height: row.height,
        alt: row.alt,
        decorative: row.decorative,
      });
    },
  );

  app.get<{ Params: { file: string } }>("/media/:file", async (request, reply) => {
    const wanted = parseMediaFile(request.params.file);
    if (!wanted) throw notFound("Image");
    const [found] = await db
      .select({ bytes: mediaFiles.bytes })
      .from(mediaFiles)
      .where(
        and(
          eq(mediaFiles.mediaId, wanted.id),
          eq(mediaFiles.width, wanted.width),
          eq(mediaFiles.format, wanted.format),
        ),
      );
    if (!found) throw notFound("Image");
    return reply
      .header("cache-control", IMMUTABLE)
      .type(MEDIA_CONTENT_TYPES[wanted.format])
      .send(Buffer.from(found.bytes));
  });
};
