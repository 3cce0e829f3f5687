import {
  AppError,
  normalizeKeyword,
  type BusinessWebhooks,
  type InboundEvent,
  type Logger,
  type MessageSendService,
  type Sql,
} from "@aizapy/contracts";
import { uuidv7 } from "@aizapy/db";
import { readWorkspaceSettings } from "../settings/workspace-settings.ts";
import { changeConsent } from "./consent.ts";
import { CONTACT_COLUMNS, type ContactRow } from "./contact-rows.ts";

/** The label of the button Meta adds to marketing templates: always an opt-out. */
export const META_STOP_PROMOTIONS = "Stop promotions";

// A customer who writes is a contact: created on the first message, brought back if the business
// had deleted it (its consent was kept), and its last inbound time moved forward.
const UPSERT_WRITER = `
  INSERT INTO contacts (id, "businessId", phone, "lastInboundAt", "createdAt", "updatedAt")
  VALUES ($1, $2, $3, $4, $5, $5)
  ON CONFLICT ("businessId", phone) DO UPDATE SET
    "lastInboundAt" = GREATEST(contacts."lastInboundAt", EXCLUDED."lastInboundAt"),
    "createdAt" = CASE WHEN contacts."deletedAt" IS NULL THEN contacts."createdAt"
      ELSE EXCLUDED."createdAt" END,
    "deletedAt" = NULL,
    "updatedAt" = EXCLUDED."updatedAt"
  RETURNING ${CONTACT_COLUMNS}`;

const BUSINESS_NAME = `SELECT name FROM businesses WHERE id = $1`;

export interface KeywordConsentDeps {
  webhooks: BusinessWebhooks;
  messages: MessageSendService;
  clock: { now(): Date };
  log: Logger;
}

/**
 * What a customer's message does to their contact, inside the platform's transaction that
 * records it: the contact is created or updated, and an opt-out keyword (the workspace's, or
 * Meta's "Stop promotions" button) or an opt-in keyword changes its consent, answered with a
 * confirmation sent through the accept path like any message.
 */
export function createKeywordConsent({ webhooks, messages, clock, log }: KeywordConsentDeps) {
  const confirm = async (tx: Sql, event: InboundEvent, contactId: string, text: string) => {
    try {
      await messages.send(
        {
          businessId: event.businessId,
          source: "automation",
          sender: { type: "opt_out", id: contactId },
          content: {
            type: "text",
            message: { to: event.from, type: "text", text: { body: text } },
          },
        },
        { within: tx },
      );
    } catch (error) {
      // The consent stands whether or not the confirmation can go (a suspended business).
      if (!(error instanceof AppError)) throw error;
      log.warn("consent confirmation not sent", { businessId: event.businessId, code: error.code });
    }
  };

  return async function inboundReceived(tx: Sql, event: InboundEvent): Promise<void> {
    const now = clock.now();
    const [contact] = await tx.query<ContactRow>(UPSERT_WRITER, [
      uuidv7(now),
      event.businessId,
      event.from,
      event.occurredAt,
      now,
    ]);
    const said = normalizeKeyword(event.text);
    if (!said) return;
    const settings = await readWorkspaceSettings(tx, event.businessId);
    const matches = (keywords: readonly string[]) =>
      keywords.some((keyword) => normalizeKeyword(keyword) === said);
    const optOut = matches([...settings.optOutKeywords, META_STOP_PROMOTIONS]);
    const optIn = !optOut && matches(settings.optInKeywords);
    if (!optOut && !optIn) return;
    const changed = await changeConsent(
      tx,
      webhooks,
      contact!,
      {
        status: optOut ? "opted_out" : "opted_in",
        source: `keyword: ${event.text.trim()}`,
        actor: { type: "customer", id: event.from },
      },
      now,
    );
    if (!changed) return;
    const [business] = await tx.query<{ name: string }>(BUSINESS_NAME, [event.businessId]);
    const name = business?.name ?? "this business";
    await confirm(
      tx,
      event,
      changed.id,
      optOut
        ? `You will no longer receive marketing messages from ${name}. Reply ${settings.optInKeywords[0]} to subscribe again.`
        : `You are subscribed to messages from ${name} again. Reply ${settings.optOutKeywords[0]} to unsubscribe.`,
    );
  };
}
