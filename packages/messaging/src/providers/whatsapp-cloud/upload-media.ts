import { openAsBlob } from "node:fs";
import path from "node:path";
import type { Sql } from "@aizapy/contracts";
import type { SendOutcome } from "../provider.ts";
import { outcomeOfGraphError } from "./graph-errors.ts";

// A file a business uploaded to us goes to Meta before the message that names it: Meta sends only
// media it holds (or a link). Meta's id is kept per file and phone number for as long as Meta
// keeps the upload (30 days), so a campaign's image is uploaded once, not per recipient.

const UPLOAD_TIMEOUT_MS = 60_000;
/** Meta keeps an upload 30 days; its id is reused for a little less. */
const META_MEDIA_KEPT_MS = 29 * 24 * 3_600_000;
const UPLOADS_REMEMBERED = 10_000;

const MEDIA_FILE = `SELECT "mimeType", "storageKey", filename FROM media WHERE id = $1`;

export interface MediaUploaderOptions {
  sql: Sql;
  /** MEDIA_DIR, where the files are kept. */
  mediaDir: string;
  graphUrl: string;
  now(): Date;
}

/** Meta's id for one of our files, or the outcome that stops the message's send. */
export type UploadResult = { metaId: string } | { outcome: SendOutcome };

export function createMediaUploader({ sql, mediaDir, graphUrl, now }: MediaUploaderOptions) {
  const uploaded = new Map<string, { metaId: string; at: number }>();

  return async function metaMediaId(
    mediaId: string,
    configuration: { phoneNumberId: string; accessToken: string },
  ): Promise<UploadResult> {
    const key = `${configuration.phoneNumberId}:${mediaId}`;
    const known = uploaded.get(key);
    if (known && now().getTime() - known.at < META_MEDIA_KEPT_MS) return { metaId: known.metaId };

    const [file] = await sql.query<{
      mimeType: string;
      storageKey: string;
      filename: string | null;
    }>(MEDIA_FILE, [mediaId]);
    const missing = (detail: string): UploadResult => ({
      outcome: { kind: "failed", error: { code: 131053, title: "Media upload error", detail } },
    });
    if (!file) return missing(`The media ${mediaId} no longer exists.`);
    let blob: Blob;
    try {
      blob = await openAsBlob(path.join(mediaDir, file.storageKey), { type: file.mimeType });
    } catch {
      return missing(`The file of media ${mediaId} is missing from MEDIA_DIR.`);
    }
    const form = new FormData();
    form.append("messaging_product", "whatsapp");
    form.append("type", file.mimeType);
    form.append("file", blob, file.filename ?? mediaId);
    let response: Response;
    try {
      response = await fetch(`${graphUrl}/${configuration.phoneNumberId}/media`, {
        method: "POST",
        headers: { authorization: `Bearer ${configuration.accessToken}` },
        body: form,
        signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
        redirect: "error",
      });
    } catch (error) {
      // No message was sent: an upload that failed or timed out is simply made again.
      return {
        outcome: {
          kind: "retry",
          reason: `The media upload to the Graph API failed: ${(error as Error).message}`,
        },
      };
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const seconds = Number(response.headers.get("retry-after"));
      return {
        outcome: outcomeOfGraphError(
          response.status,
          body,
          Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined,
        ),
      };
    }
    const metaId = (body as { id?: unknown } | null)?.id;
    if (typeof metaId !== "string") {
      return {
        outcome: { kind: "retry", reason: "The Graph API took the upload without a media id." },
      };
    }
    if (uploaded.size >= UPLOADS_REMEMBERED) uploaded.clear();
    uploaded.set(key, { metaId, at: now().getTime() });
    return { metaId };
  };
}

export type MediaUploader = ReturnType<typeof createMediaUploader>;
