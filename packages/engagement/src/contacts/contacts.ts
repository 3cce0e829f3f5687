import {
  AppError,
  CONTACT_RECORD_LIMITS,
  consentChangeInputSchema,
  listContactsInputSchema,
  notFound,
  updateContactInputSchema,
  upsertContactInputSchema,
  type BusinessWebhooks,
  type ContactPage,
  type ContactView,
  type ContactWithLedger,
  type SegmentFilter,
  type Sql,
} from "@aizapy/contracts";
import { isUuid, uuidv7 } from "@aizapy/db";
import { decodeCursor, encodeCursor } from "../cursor.ts";
import { parseInput } from "../parse-input.ts";
import { changeConsent, type ConsentActor } from "./consent.ts";
import { segmentConditions } from "./segments.ts";
import {
  CONTACT_COLUMNS,
  consentEventView,
  contactColumns,
  contactView,
  type ConsentEventRow,
  type ContactRow,
} from "./contact-rows.ts";

const contactNotFound = () => notFound("Contact");

// A new number is inserted; a known one (or one deleted before, whose details were forgotten but
// whose consent was kept) is updated: the name when one is given, attributes merged, tags added.
const INSERT = `
  INSERT INTO contacts (id, "businessId", phone, name, attributes, tags, "createdAt", "updatedAt")
  VALUES ($1, $2, $3, $4, $5::jsonb, $6::text[], $7, $7)
  ON CONFLICT ("businessId", phone) DO NOTHING
  RETURNING ${CONTACT_COLUMNS}`;

const UPDATE_KNOWN = `
  WITH known AS (
    SELECT id, "deletedAt" IS NOT NULL AS revived FROM contacts
    WHERE "businessId" = $1 AND phone = $2 FOR UPDATE)
  UPDATE contacts c SET
    name = CASE WHEN $3 THEN $4 ELSE c.name END,
    attributes = c.attributes || $5::jsonb,
    tags = c.tags || ARRAY(SELECT unnest($6::text[]) EXCEPT SELECT unnest(c.tags)),
    "deletedAt" = NULL,
    "createdAt" = CASE WHEN known.revived THEN $7 ELSE c."createdAt" END,
    "updatedAt" = $7
  FROM known WHERE c.id = known.id
  RETURNING ${contactColumns("c.")}, known.revived`;

const FIND = `SELECT ${CONTACT_COLUMNS} FROM contacts
  WHERE id = $1 AND "businessId" = $2 AND "deletedAt" IS NULL`;

const LEDGER = `SELECT status, source, "actorType", "actorId", "createdAt" FROM consent_events
  WHERE "contactId" = $1 ORDER BY "createdAt" DESC, id DESC LIMIT 100`;

const UPDATE = `
  UPDATE contacts SET
    name = CASE WHEN $3 THEN $4 ELSE name END,
    attributes = (attributes || $5::jsonb) - $6::text[],
    tags = CASE WHEN $7 THEN $8::text[] ELSE tags END,
    "updatedAt" = $9
  WHERE id = $1 AND "businessId" = $2 AND "deletedAt" IS NULL
  RETURNING ${CONTACT_COLUMNS}`;

// Deleting forgets the contact's details but keeps the row with its consent, so a number that
// opted out stays opted out (and refused marketing) if it is added again.
const DELETE = `
  UPDATE contacts SET name = NULL, attributes = '{}', tags = '{}', "deletedAt" = $3,
    "updatedAt" = $3
  WHERE id = $1 AND "businessId" = $2 AND "deletedAt" IS NULL
  RETURNING id`;

/** `%`, `_` and `\` are literal in a search. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ContactsDeps {
  sql: Sql;
  webhooks: BusinessWebhooks;
  clock: { now(): Date };
  /** A saved segment's filter (not found for another business's). */
  segmentFilter(businessId: string, segmentId: string): Promise<SegmentFilter>;
}

/** A business's contacts and their consent, for /v1 and the workspace alike. */
export function createContacts({ sql, webhooks, clock, segmentFilter }: ContactsDeps) {
  const find = async (db: Sql, businessId: string, id: string): Promise<ContactRow> => {
    if (!isUuid(id)) throw contactNotFound();
    const [row] = await db.query<ContactRow>(FIND, [id, businessId]);
    if (!row) throw contactNotFound();
    return row;
  };

  const changeOf =
    (status: "opted_in" | "opted_out") =>
    async (
      businessId: string,
      id: string,
      input: unknown,
      actor: ConsentActor,
    ): Promise<ContactView> => {
      const { source } = parseInput(consentChangeInputSchema, input);
      return sql.transaction(async (tx) => {
        const contact = await find(tx, businessId, id);
        const changed = await changeConsent(
          tx,
          webhooks,
          contact,
          { status, source, actor },
          clock.now(),
        );
        return contactView(changed ?? contact);
      });
    };

  return {
    /** Adds a contact by its number, or updates the one with that number. */
    async upsert(
      businessId: string,
      input: unknown,
      actor: ConsentActor,
    ): Promise<{ contact: ContactView; created: boolean }> {
      const contact = parseInput(upsertContactInputSchema, input);
      return sql.transaction(async (tx) => {
        const now = clock.now();
        const attributes = JSON.stringify(contact.attributes ?? {});
        const tags = contact.tags ?? [];
        let [row] = await tx.query<ContactRow>(INSERT, [
          uuidv7(now),
          businessId,
          contact.phone,
          contact.name ?? null,
          attributes,
          tags,
          now,
        ]);
        let created = row !== undefined;
        if (!row) {
          const [known] = await tx.query<ContactRow & { revived: boolean }>(UPDATE_KNOWN, [
            businessId,
            contact.phone,
            contact.name !== undefined,
            contact.name ?? null,
            attributes,
            tags,
            now,
          ]);
          if (!known) throw new Error("a contact's number conflicted but it was not found");
          const { revived, ...rest } = known;
          row = rest;
          created = revived;
        }
        if (row.tags.length > CONTACT_RECORD_LIMITS.tagsMax) {
          throw new AppError(
            "invalid_request",
            `A contact has at most ${CONTACT_RECORD_LIMITS.tagsMax} tags`,
            {
              fieldErrors: [
                {
                  path: "tags",
                  message: `A contact has at most ${CONTACT_RECORD_LIMITS.tagsMax} tags`,
                },
              ],
            },
          );
        }
        if (contact.optIn) {
          row =
            (await changeConsent(
              tx,
              webhooks,
              row,
              { status: "opted_in", source: contact.optIn.source, actor },
              now,
            )) ?? row;
        }
        return { contact: contactView(row), created };
      });
    },

    /**
     * A page of contacts, newest first, filtered by tag, consent, a saved segment and a search of
     * name and number.
     */
    async list(businessId: string, input: unknown): Promise<ContactPage> {
      const { tag, q, consent, segmentId, cursor, limit } = parseInput(
        listContactsInputSchema,
        input,
      );
      const params: unknown[] = [businessId];
      const where = [`"businessId" = $1`, `"deletedAt" IS NULL`];
      const add = (condition: (index: string) => string, value: unknown) => {
        params.push(value);
        where.push(condition(`$${params.length}`));
      };
      if (tag !== undefined) add((p) => `${p} = ANY(tags)`, tag);
      if (consent !== undefined) add((p) => `"consentStatus" = ${p}`, consent);
      if (q !== undefined) {
        params.push(likePattern(q));
        const name = `name ILIKE $${params.length}`;
        // A number is searched by its digits, however the person wrote them.
        const digits = q.replace(/[\s()+-]/g, "");
        if (/^\d+$/.test(digits)) {
          params.push(`%${digits}%`);
          where.push(`(${name} OR phone LIKE $${params.length})`);
        } else where.push(name);
      }
      if (segmentId !== undefined) {
        where.push(
          ...segmentConditions(await segmentFilter(businessId, segmentId), params, clock.now()),
        );
      }
      if (cursor !== undefined) add((p) => `id < ${p}`, decodeCursor(cursor));
      params.push(limit + 1);
      const rows = await sql.query<ContactRow>(
        `SELECT ${CONTACT_COLUMNS} FROM contacts WHERE ${where.join(" AND ")}
         ORDER BY id DESC LIMIT $${params.length}`,
        params,
      );
      const items = rows.slice(0, limit).map(contactView);
      return {
        items,
        nextCursor: rows.length > limit ? encodeCursor(items[items.length - 1]!.id) : null,
      };
    },

    /** One contact with its consent ledger, newest change first. */
    async get(businessId: string, id: string): Promise<ContactWithLedger> {
      const row = await find(sql, businessId, id);
      const ledger = await sql.query<ConsentEventRow>(LEDGER, [row.id]);
      return { ...contactView(row), consentHistory: ledger.map(consentEventView) };
    },

    async update(businessId: string, id: string, input: unknown): Promise<ContactView> {
      const changes = parseInput(updateContactInputSchema, input);
      if (!isUuid(id)) throw contactNotFound();
      const attributes = Object.entries(changes.attributes ?? {});
      const [row] = await sql.query<ContactRow>(UPDATE, [
        id,
        businessId,
        changes.name !== undefined,
        changes.name ?? null,
        JSON.stringify(Object.fromEntries(attributes.filter(([, value]) => value !== null))),
        attributes.filter(([, value]) => value === null).map(([name]) => name),
        changes.tags !== undefined,
        changes.tags ?? [],
        clock.now(),
      ]);
      if (!row) throw contactNotFound();
      return contactView(row);
    },

    async remove(businessId: string, id: string): Promise<void> {
      if (!isUuid(id)) throw contactNotFound();
      const [row] = await sql.query(DELETE, [id, businessId, clock.now()]);
      if (!row) throw contactNotFound();
    },

    optIn: changeOf("opted_in"),
    optOut: changeOf("opted_out"),
  };
}

export type Contacts = ReturnType<typeof createContacts>;
