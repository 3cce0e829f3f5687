import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  AppError,
  isMediaType,
  MEDIA_MAX_BYTES,
  MEDIA_TYPES,
  type Media,
  type MediaType,
} from "@aizapy/contracts";
import { fileTypeFromBuffer } from "file-type";
import type { PlatformContext } from "../context.ts";
import { uuidv7 } from "../ids.ts";

/** How much of a file is read to tell its type: what file-type needs for any format it knows. */
const SNIFF_BYTES = 4100;

/** Where uploads are written while they arrive, inside the media folder (so a rename keeps them). */
export const INCOMING_FOLDER = ".incoming";

/** file-type's names for types WhatsApp takes under another: legacy Office files are all CFB. */
const SNIFFED_AS: Record<string, MediaType> = {
  "application/x-cfb": "application/msword",
  "audio/x-m4a": "audio/mp4",
};

const INSERT_MEDIA = `
  INSERT INTO media (id, "businessId", "mimeType", sha256, "fileSize", "storageKey", filename, "createdAt")
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`;

/** One part of a multipart body: a text field (ignored) or a file. */
export type UploadPart =
  { type: "field" } | { type: "file"; file: Readable; filename: string | undefined };

export interface StoreMediaOptions {
  /** MEDIA_DIR: files are kept under `<businessId>/<id>` there. */
  mediaDir: string;
  businessId: string;
  /** The body's parts as they arrive: exactly one must be a file. */
  parts: AsyncIterable<UploadPart>;
  /** Turns a failure to read the body (not of the file's content) into the refusal it means. */
  unreadableBody: (error: unknown) => AppError;
  /**
   * The type WhatsApp gave a file a customer sent: kept when the bytes show no type we send
   * (a voice note's OGG), as the customer's file is stored whatever it is.
   */
  providerType?: string;
}

/** The type a file's first bytes show, when it is one WhatsApp takes; and what was seen. */
export async function sniffMediaType(
  head: Uint8Array,
): Promise<{ type: MediaType | undefined; sniffed: string | undefined }> {
  const sniffed = (await fileTypeFromBuffer(head))?.mime;
  const type = sniffed === undefined ? undefined : (SNIFFED_AS[sniffed] ?? sniffed);
  return { type: type !== undefined && isMediaType(type) ? type : undefined, sniffed };
}

/** A type's limit; a customer's file of a type we do not send, the largest of any. */
const maxBytesOf = (type: string) =>
  isMediaType(type) ? MEDIA_TYPES[type].maxBytes : MEDIA_MAX_BYTES;

const tooLarge = (type: MediaType) => {
  const maxBytes = maxBytesOf(type);
  return new AppError(
    "request_too_large",
    `The file is larger than ${maxBytes / (1024 * 1024)} MB, WhatsApp's limit for ${type}.`,
    { details: { mime_type: type, max_bytes: maxBytes } },
  );
};

/**
 * Passes a file through while hashing and counting it; tells its type from its first bytes and
 * fails as soon as it is not one WhatsApp takes, or grows past that type's limit.
 */
class MediaInspector extends Transform {
  readonly hash = createHash("sha256");
  size = 0;
  type: MediaType | undefined;
  private head: Buffer[] = [];

  constructor(private readonly providerType?: string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    this.hash.update(chunk);
    if (this.type) {
      if (this.size > maxBytesOf(this.type)) callback(tooLarge(this.type));
      else callback(null, chunk);
      return;
    }
    this.head.push(chunk);
    if (this.size < SNIFF_BYTES) return callback();
    this.decide().then((head) => callback(null, head), callback);
  }

  override _flush(callback: TransformCallback) {
    if (this.type) return callback();
    this.decide().then((head) => callback(null, head), callback);
  }

  private async decide(): Promise<Buffer> {
    const head = Buffer.concat(this.head);
    this.head = [];
    const { type, sniffed } = await sniffMediaType(head.subarray(0, SNIFF_BYTES));
    if (!type && this.providerType) {
      this.type = this.providerType as MediaType;
      if (this.size > MEDIA_MAX_BYTES) throw tooLarge(this.type);
      return head;
    }
    if (!type) {
      throw new AppError(
        "unsupported_media",
        sniffed
          ? `Files of type ${sniffed} cannot be sent on WhatsApp: send JPEG, PNG, MP4, MP3, AAC, PDF or DOC.`
          : "The file's type could not be told from its content: send JPEG, PNG, MP4, MP3, AAC, PDF or DOC.",
        { details: { detected_type: sniffed ?? null } },
      );
    }
    this.type = type;
    if (this.size > MEDIA_TYPES[type].maxBytes) throw tooLarge(type);
    return head;
  }
}

/** A file name as given, without folders or control characters; undefined when nothing is left. */
export function sanitizeFilename(name: string | undefined): string | undefined {
  const base = (name ?? "").split(/[/\\]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return clean && clean !== "." && clean !== ".." ? clean.slice(0, 200) : undefined;
}

/**
 * Receives an upload: its one file is streamed to a temporary file while it is hashed, counted
 * and its type told from its bytes, then moved into place and recorded. A refused upload leaves
 * nothing behind, on disk or in the database.
 */
export async function storeMedia(
  ctx: Pick<PlatformContext, "sql" | "clock">,
  { mediaDir, businessId, parts, unreadableBody, providerType }: StoreMediaOptions,
): Promise<Media> {
  const now = ctx.clock.now();
  const id = uuidv7(now);
  const incoming = path.join(mediaDir, INCOMING_FOLDER, id);
  let received: { inspector: MediaInspector; filename: string | undefined } | undefined;
  try {
    await mkdir(path.dirname(incoming), { recursive: true });
    for await (const part of parts) {
      if (part.type === "field") continue;
      if (received) throw new AppError("invalid_request", "Send exactly one file.");
      const inspector = new MediaInspector(providerType);
      received = { inspector, filename: part.filename };
      await pipeline(part.file, inspector, createWriteStream(incoming, { flags: "wx" }));
    }
  } catch (error) {
    await rm(incoming, { force: true });
    // A file system's failure is ours; anything else that broke the body is the request's.
    if (error instanceof AppError || (error instanceof Error && "syscall" in error)) throw error;
    throw unreadableBody(error);
  }
  if (!received) {
    throw new AppError("invalid_request", "Send the file as a multipart/form-data part.");
  }

  const { inspector } = received;
  const media: Media = {
    id,
    mime_type: inspector.type!,
    sha256: inspector.hash.digest("hex"),
    file_size: inspector.size,
  };
  const storageKey = `${businessId}/${id}`;
  const stored = path.join(mediaDir, storageKey);
  try {
    await mkdir(path.dirname(stored), { recursive: true });
    await rename(incoming, stored);
    await ctx.sql.query(INSERT_MEDIA, [
      id,
      businessId,
      media.mime_type,
      media.sha256,
      media.file_size,
      storageKey,
      sanitizeFilename(received.filename) ?? null,
      now,
    ]);
  } catch (error) {
    await Promise.all([rm(incoming, { force: true }), rm(stored, { force: true })]);
    throw error;
  }
  return media;
}
