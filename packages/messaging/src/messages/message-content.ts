import {
  AppError,
  mediaOf,
  type MediaMessageType,
  type MessageMedia,
  type SendMessage,
  type Sql,
  type TemplateComponent,
} from "@aizapy/contracts";
import { isUuid } from "../ids.ts";

// What a message is stored with beyond its type: a readable `body` (for lists and search) and the
// structured `content` its provider needs (the file, the interactive object, a template's header
// and buttons). Files named by id must be the sending business's own uploads, of the right kind.

/** A send as the accept path takes it: the free-form message or the template send. */
type Sendable =
  | { type: "template"; message: { template: { components: TemplateComponent[] } } }
  | { type: SendMessage["type"]; message: SendMessage };

/** The body and content a message is stored with. */
export interface MessageContent {
  body: string;
  content: object | null;
}

/** Which message type a stored file can be sent as, by its MIME type. */
export function mediaKindOf(mimeType: string): MediaMessageType {
  const [family] = mimeType.split("/");
  return family === "image" || family === "video" || family === "audio" ? family : "document";
}

/** A file a message names by our id, and the field that names it. */
interface MediaReference {
  path: string;
  kind: MediaMessageType;
  media: MessageMedia;
}

const MEDIA_ROWS = `
  SELECT id, "mimeType", sha256, filename FROM media WHERE "businessId" = $1 AND id = ANY($2::uuid[])`;

function referencesOf(request: Sendable): MediaReference[] {
  const message = request.message;
  if (request.type === "template") {
    return request.message.template.components.flatMap((component, i) =>
      component.type === "header"
        ? component.parameters.map((parameter) => ({
            path: `template.components.${i}.parameters.0.${parameter.type}.id`,
            kind: parameter.type,
            media: (parameter as unknown as Record<string, MessageMedia>)[parameter.type]!,
          }))
        : [],
    );
  }
  const sent = message as SendMessage;
  if (sent.type === "interactive") {
    const header = sent.interactive.header;
    if (!header || header.type === "text") return [];
    return [
      {
        path: `interactive.header.${header.type}.id`,
        kind: header.type,
        media: (header as unknown as Record<string, MessageMedia>)[header.type]!,
      },
    ];
  }
  if (sent.type === "text") return [];
  return [{ path: `${sent.type}.id`, kind: sent.type, media: mediaOf(sent) }];
}

const refusal = (path: string, message: string) =>
  new AppError("invalid_request", message, { fieldErrors: [{ path, message }] });

/**
 * The body and content of a send, once every file it names by id is found to be the business's
 * own upload of a type its place takes; refused as invalid_request naming the field otherwise
 * (another business's file is answered exactly like one that does not exist).
 */
export async function checkMessageMedia(
  db: Sql,
  businessId: string,
  request: Sendable,
): Promise<MessageContent> {
  const references = referencesOf(request).filter((reference) => reference.media.id !== undefined);
  const ids = references.map((reference) => reference.media.id!).filter(isUuid);
  const rows =
    ids.length === 0
      ? []
      : await db.query<{
          id: string;
          mimeType: string;
          sha256: string;
          filename: string | null;
        }>(MEDIA_ROWS, [businessId, ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const stored = new Map<MessageMedia, MessageMedia>();
  for (const reference of references) {
    const id = reference.media.id!;
    const row = byId.get(id);
    if (!row) {
      throw refusal(
        reference.path,
        `No media ${id} was uploaded by this business: upload the file with POST /v1/media first, or send a link.`,
      );
    }
    if (mediaKindOf(row.mimeType) !== reference.kind) {
      throw refusal(
        reference.path,
        `Media ${id} is ${row.mimeType}, which cannot be sent as ${reference.kind === "image" ? "an" : "a"} ${reference.kind}.`,
      );
    }
    const filename = reference.media.filename ?? row.filename ?? undefined;
    stored.set(reference.media, {
      ...reference.media,
      mime_type: row.mimeType,
      ...(reference.kind === "document" && filename ? { filename } : {}),
    });
  }

  if (request.type === "template") {
    const components = request.message.template.components.filter((c) => c.type !== "body");
    return { body: "", content: components.length > 0 ? { components } : null };
  }
  const message = request.message as SendMessage;
  switch (message.type) {
    case "text":
      return { body: message.text.body, content: null };
    case "interactive":
      return { body: message.interactive.body.text, content: message.interactive };
    default: {
      const given = mediaOf(message);
      const media = stored.get(given) ?? given;
      const label = media.filename ? `[${message.type}] ${media.filename}` : `[${message.type}]`;
      return { body: media.caption ?? label, content: media };
    }
  }
}
