import { z } from "zod";

const MB = 1024 * 1024;

/**
 * The media a business may upload to send in messages, by the type its bytes show, with
 * WhatsApp's size limit for each: images 5 MB, audio and video 16 MB, documents 100 MB.
 */
export const MEDIA_TYPES = {
  "image/jpeg": { maxBytes: 5 * MB, extension: "jpg" },
  "image/png": { maxBytes: 5 * MB, extension: "png" },
  "video/mp4": { maxBytes: 16 * MB, extension: "mp4" },
  "audio/mpeg": { maxBytes: 16 * MB, extension: "mp3" },
  "audio/aac": { maxBytes: 16 * MB, extension: "aac" },
  /** AAC in an MPEG-4 container (.m4a), as WhatsApp names it. */
  "audio/mp4": { maxBytes: 16 * MB, extension: "m4a" },
  "application/pdf": { maxBytes: 100 * MB, extension: "pdf" },
  "application/msword": { maxBytes: 100 * MB, extension: "doc" },
} as const satisfies Record<string, { maxBytes: number; extension: string }>;

export type MediaType = keyof typeof MEDIA_TYPES;

/** The largest upload of any type; a body past it is refused before its type is known. */
export const MEDIA_MAX_BYTES = 100 * MB;

export const isMediaType = (value: string): value is MediaType => Object.hasOwn(MEDIA_TYPES, value);

/** What an upload answers, in the shape of Meta's Cloud API media answers. */
export const mediaSchema = z.object({
  id: z.string().meta({ description: "The media's id: fetch it with GET /media/{media_id}." }),
  mime_type: z.enum(Object.keys(MEDIA_TYPES) as [MediaType, ...MediaType[]]).meta({
    description: "The type the file's bytes show (never its name or declared type).",
  }),
  sha256: z.string().meta({ description: "The SHA-256 of the file, in hex." }),
  file_size: z.number().int().meta({ description: "The file's size in bytes." }),
});
export type Media = z.infer<typeof mediaSchema>;
