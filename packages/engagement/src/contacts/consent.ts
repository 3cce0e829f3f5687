import type {
  BusinessWebhooks,
  ConsentActorType,
  ConsentStatus,
  ContactConsentEvent,
  Sql,
} from "@aizapy/contracts";
import { uuidv7 } from "@aizapy/db";
import { CONTACT_COLUMNS, type ContactRow } from "./contact-rows.ts";

/** Who changes a contact's consent: a program's API key, a member, or the customer themself. */
export interface ConsentActor {
  type: ConsentActorType;
  id: string | null;
}

export interface ConsentChange {
  status: Exclude<ConsentStatus, "unknown">;
  source: string;
  actor: ConsentActor;
}

// A change is written only when the status moves: the contact row, its ledger entry and the
// business's webhook commit together. The row is locked by the update, so two changes of one
// contact at once are applied one after the other and each sees the other's outcome.
const CHANGE = `
  UPDATE contacts SET "consentStatus" = $3, "consentSource" = $4, "consentUpdatedAt" = $5,
    "updatedAt" = $5
  WHERE id = $1 AND "businessId" = $2 AND "consentStatus" <> $3
  RETURNING ${CONTACT_COLUMNS}`;

const RECORD = `
  INSERT INTO consent_events (id, "businessId", "contactId", status, source, "actorType", "actorId",
    "createdAt")
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`;

/**
 * Applies a consent change to a contact inside `tx`: the contact, its ledger and the
 * `contact.opted_out` / `contact.opted_in` webhook. Answers the changed contact, or null when its
 * consent already was `change.status` (nothing is written).
 */
export async function changeConsent(
  tx: Sql,
  webhooks: BusinessWebhooks,
  contact: { id: string; businessId: string },
  change: ConsentChange,
  now: Date,
): Promise<ContactRow | null> {
  const [row] = await tx.query<ContactRow>(CHANGE, [
    contact.id,
    contact.businessId,
    change.status,
    change.source,
    now,
  ]);
  if (!row) return null;
  await tx.query(RECORD, [
    uuidv7(now),
    row.businessId,
    row.id,
    change.status,
    change.source,
    change.actor.type,
    change.actor.id,
    now,
  ]);
  const payload: ContactConsentEvent = {
    type: change.status === "opted_out" ? "contact.opted_out" : "contact.opted_in",
    timestamp: now.toISOString(),
    data: {
      contact_id: row.id,
      phone: row.phone,
      source: change.source,
      actor: change.actor.type,
      timestamp: now.toISOString(),
    },
  };
  await webhooks.record(tx, row.businessId, payload);
  return row;
}
