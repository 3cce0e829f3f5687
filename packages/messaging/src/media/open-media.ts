import type { ReadStream } from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";
import { AppError, MEDIA_TYPES, type MediaType } from "@aizapy/contracts";
import type { PlatformContext } from "../context.ts";
import { isUuid } from "../ids.ts";

const READ_MEDIA = `
  SELECT "mimeType", "fileSize", "storageKey", filename
  FROM media WHERE id = $1 AND "businessId" = $2`;

export interface OpenedMedia {
  mimeType: MediaType;
  fileSize: number;
  /** What a download is called: its name as uploaded with its type's extension, or its id. */
  downloadName: string;
  content: ReadStream;
}

/**
 * A business's uploaded file, opened for reading. Another business's media is answered exactly
 * like media that does not exist.
 */
export async function openMedia(
  ctx: Pick<PlatformContext, "sql" | "log">,
  { mediaDir, businessId, mediaId }: { mediaDir: string; businessId: string; mediaId: string },
): Promise<OpenedMedia> {
  const notFound = new AppError("not_found", `No media ${mediaId} for this API key's business.`);
  if (!isUuid(mediaId)) throw notFound;
  const [row] = await ctx.sql.query<{
    mimeType: MediaType;
    fileSize: number;
    storageKey: string;
    filename: string | null;
  }>(READ_MEDIA, [mediaId, businessId]);
  if (!row) throw notFound;
  const file = await open(path.join(mediaDir, row.storageKey)).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    ctx.log.error("an uploaded file is missing from MEDIA_DIR", { mediaId, key: row.storageKey });
    throw notFound;
  });
  // A customer's file can be of a type we do not send (a voice note's audio/ogg).
  const extension =
    MEDIA_TYPES[row.mimeType]?.extension ?? row.mimeType.split("/")[1]?.split(";")[0] ?? "bin";
  const stem = row.filename?.replace(/\.[^.]*$/, "") || mediaId;
  return {
    mimeType: row.mimeType,
    fileSize: Number(row.fileSize),
    downloadName: `${stem}.${extension}`,
    content: file.createReadStream(),
  };
}
