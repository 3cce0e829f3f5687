import type {
  ConsentActorType,
  ConsentEventView,
  ConsentStatus,
  ContactAttributes,
  ContactView,
} from "@aizapy/contracts";

/** A contact as stored. */
export interface ContactRow {
  id: string;
  businessId: string;
  phone: string;
  name: string | null;
  attributes: ContactAttributes;
  tags: string[];
  consentStatus: ConsentStatus;
  consentSource: string | null;
  consentUpdatedAt: Date | null;
  lastInboundAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = [
  "id",
  `"businessId"`,
  "phone",
  "name",
  "attributes",
  "tags",
  `"consentStatus"`,
  `"consentSource"`,
  `"consentUpdatedAt"`,
  `"lastInboundAt"`,
  `"createdAt"`,
  `"updatedAt"`,
];

/** The columns a ContactRow is read from, each with `prefix` (a table's alias and a dot). */
export const contactColumns = (prefix = "") => COLUMNS.map((column) => prefix + column).join(", ");
export const CONTACT_COLUMNS = contactColumns();

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** A stored contact as the API and the workspace show it. */
export const contactView = (row: ContactRow): ContactView => ({
  id: row.id,
  phone: row.phone,
  name: row.name,
  attributes: row.attributes,
  tags: row.tags,
  consent: {
    status: row.consentStatus,
    source: row.consentSource,
    updatedAt: iso(row.consentUpdatedAt),
  },
  lastInboundAt: iso(row.lastInboundAt),
  createdAt: iso(row.createdAt)!,
  updatedAt: iso(row.updatedAt)!,
});

export interface ConsentEventRow {
  status: ConsentStatus;
  source: string;
  actorType: ConsentActorType;
  actorId: string | null;
  createdAt: Date;
}

export const consentEventView = (row: ConsentEventRow): ConsentEventView => ({
  status: row.status,
  source: row.source,
  actor: { type: row.actorType, id: row.actorId },
  createdAt: iso(row.createdAt)!,
});
