import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { AppError } from "@aizapy/contracts";
import type { JobFailure } from "@aizapy/db";
import type { PlatformContext } from "../context.ts";
import { forwardInbound, type MediaDownloadJob } from "../messages/receive-inbound.ts";
import { openSecret } from "../secrets/sealing.ts";
import { storeMedia } from "./store-media.ts";

// A file a customer sent through the WhatsApp Cloud API is Meta's until fetched: its message is
// stored (and the window opened) as the callback arrives, and this job fetches the file with the
// configuration's access token — `GET {graph}/{media id}` names a URL, fetched with the same token
// — stores it as the business's media, and only then forwards the message, with our media id.

const DOWNLOAD_TIMEOUT_MS = 60_000;

const PENDING = `
  SELECT m.id, m."businessId", m."apiConfigId", m."customerNumber" AS "from", m.type, m.body,
    m.content, m."createdAt" AS "occurredAt", c."apiKey" AS "sealedAccessToken"
  FROM messages m JOIN api_configs c ON c.id = m."apiConfigId"
  WHERE m.id = $1 AND m.direction = 'inbound' AND m.content ? 'provider_media_id'`;

// Taken once: of two runs of one job, only the first records the file and forwards the message.
const RESOLVE = `
  UPDATE messages SET content = (content - 'provider_media_id') || $2::jsonb
  WHERE id = $1 AND content ? 'provider_media_id' RETURNING content`;

interface PendingRow {
  id: string;
  businessId: string;
  apiConfigId: string;
  from: string;
  type: string;
  body: string;
  content: Record<string, unknown>;
  occurredAt: Date;
  sealedAccessToken: string | null;
}

export interface InboundMediaOptions {
  /** MEDIA_DIR, where the business's files are kept. */
  mediaDir: string;
  graphUrl: string;
}

/** Fetches the files customers sent and forwards their messages once each file is stored. */
export function createInboundMediaDownloader(
  ctx: Pick<PlatformContext, "sql" | "queue" | "clock" | "appSecret" | "log">,
  { mediaDir, graphUrl }: InboundMediaOptions,
) {
  /** Records what became of the file on the message and forwards it, unless done already. */
  async function resolve(row: PendingRow, change: Record<string, unknown>) {
    const now = ctx.clock.now();
    await ctx.sql.transaction(async (tx) => {
      const [resolved] = await tx.query<{ content: Record<string, unknown> }>(RESOLVE, [
        row.id,
        JSON.stringify(change),
      ]);
      if (!resolved) return;
      await forwardInbound(ctx, tx, { ...row, content: resolved.content }, now);
    });
  }

  async function fetchOk(url: string, accessToken: string): Promise<Response> {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`GET ${new URL(url).pathname} answered HTTP ${response.status}`);
    }
    return response;
  }

  return {
    async handle({ messageId }: MediaDownloadJob): Promise<void> {
      const [row] = await ctx.sql.query<PendingRow>(PENDING, [messageId]);
      if (!row) return;
      const accessToken = row.sealedAccessToken
        ? openSecret(row.sealedAccessToken, ctx.appSecret)
        : null;
      if (!accessToken) throw new Error("The configuration's access token cannot be read.");
      const providerId = String(row.content.provider_media_id);
      const described = (await (
        await fetchOk(`${graphUrl}/${encodeURIComponent(providerId)}`, accessToken)
      ).json()) as { url?: unknown; mime_type?: unknown };
      if (typeof described.url !== "string") {
        throw new Error("The Graph API described the media without a URL.");
      }
      const download = await fetchOk(described.url, accessToken);
      const declared =
        typeof described.mime_type === "string" ? described.mime_type : row.content.mime_type;
      const providerType =
        typeof declared === "string" ? declared.split(";")[0]!.trim() : "application/octet-stream";
      const filename = typeof row.content.filename === "string" ? row.content.filename : undefined;
      const file = Readable.fromWeb(download.body as WebReadableStream<Uint8Array>);
      const media = await storeMedia(ctx, {
        mediaDir,
        businessId: row.businessId,
        parts: (async function* () {
          yield { type: "file" as const, file, filename };
        })(),
        unreadableBody: (error) =>
          new AppError("internal_error", `The download was cut short: ${String(error)}`),
        providerType,
      });
      await resolve(row, { id: media.id, mime_type: media.mime_type, sha256: media.sha256 });
    },

    /** A file that could not be fetched after every retry: its message is forwarded without it. */
    async abandon({ messageId }: MediaDownloadJob, { error }: JobFailure): Promise<void> {
      const [row] = await ctx.sql.query<PendingRow>(PENDING, [messageId]);
      if (!row) return;
      ctx.log.warn("an inbound file could not be fetched", { messageId, error });
      await resolve(row, {});
    },
  };
}
