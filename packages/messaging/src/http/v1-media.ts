import multipart from "@fastify/multipart";
import { AppError, MEDIA_MAX_BYTES } from "@aizapy/contracts";
import type { PlatformContext } from "../context.ts";
import { openMedia } from "../media/open-media.ts";
import { storeMedia, type UploadPart } from "../media/store-media.ts";
import type { V1Extension } from "./v1-api.ts";

export interface V1MediaOptions {
  ctx: PlatformContext;
  /** MEDIA_DIR: where uploaded files are kept. */
  mediaDir: string;
}

/** What an upload may hold: one file, and a few text fields beside it (Meta's `messaging_product`). */
const UPLOAD_LIMITS = {
  files: 1,
  fields: 10,
  fieldSize: 1024,
  // One byte more than any type may have, so that a file past every limit is seen to be.
  fileSize: MEDIA_MAX_BYTES + 1,
};

/** Room for a multipart body's boundaries and headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** A failure to read a multipart body (the plugin's limits, a body cut short), as a refusal. */
function unreadableBody(error: unknown): AppError {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "FST_FILES_LIMIT") return new AppError("invalid_request", "Send exactly one file.");
  if (code === "FST_FIELDS_LIMIT") {
    return new AppError("invalid_request", "Send one file and at most 10 text fields beside it.");
  }
  return new AppError("invalid_request", "The body is not a complete multipart/form-data upload.");
}

/** A Content-Disposition naming a download, readable by old clients and exact for new ones. */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** `/v1/media`: files a business uploads to send in messages, and fetches back. */
export const v1MediaRoutes =
  ({ ctx, mediaDir }: V1MediaOptions): V1Extension =>
  async (app, guard) => {
    const onRequest = guard.authenticated;

    // Multipart bodies, on this path only: every other path of the API still takes JSON alone.
    await app.register(async (uploads) => {
      uploads.removeAllContentTypeParsers();
      await uploads.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: false });
      uploads.addContentTypeParser("*", (_request, _payload, done) =>
        done(new AppError("unsupported_media_type", "Send the file as multipart/form-data.")),
      );
      uploads.post("/media", { onRequest }, async (request, reply) => {
        if (!request.isMultipart()) {
          throw new AppError("unsupported_media_type", "Send the file as multipart/form-data.");
        }
        if (
          Number(request.headers["content-length"]) >
          MEDIA_MAX_BYTES + MULTIPART_OVERHEAD_BYTES
        ) {
          throw new AppError(
            "request_too_large",
            `The file is larger than ${MEDIA_MAX_BYTES / (1024 * 1024)} MB.`,
          );
        }
        const parts = async function* (): AsyncGenerator<UploadPart> {
          for await (const part of request.parts()) {
            yield part.type === "file"
              ? { type: "file", file: part.file, filename: part.filename }
              : { type: "field" };
          }
        };
        const media = await storeMedia(ctx, {
          mediaDir,
          businessId: guard.callerOf(request).businessId,
          parts: parts(),
          unreadableBody,
        });
        return reply.code(201).send(media);
      });
    });

    app.get<{ Params: { mediaId: string } }>(
      "/media/:mediaId",
      { onRequest },
      async (request, reply) => {
        const media = await openMedia(ctx, {
          mediaDir,
          businessId: guard.callerOf(request).businessId,
          mediaId: request.params.mediaId,
        });
        return reply
          .type(media.mimeType)
          .header("Content-Length", String(media.fileSize))
          .header("Content-Disposition", attachment(media.downloadName))
          .send(media.content);
      },
    );
  };
