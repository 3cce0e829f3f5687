import { z } from "zod";
import { toE164 } from "./businesses.ts";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "./text.ts";

// A business's contacts and their consent to marketing: the shapes /v1 and the workspace take
// and answer, and the workspace's messaging rules. One definition for the API, its document, the
// services and the workspace's forms.

/** Whether a contact agreed to hear marketing from the business; `unknown` until it says. */
export const CONSENT_STATUSES = ["opted_in", "opted_out", "unknown"] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

/** Who changed a contact's consent: a program with an API key, a member, or the customer. */
export const CONSENT_ACTOR_TYPES = ["api_key", "member", "customer"] as const;
export type ConsentActorType = (typeof CONSENT_ACTOR_TYPES)[number];

export const CONTACT_RECORD_LIMITS = {
  nameMax: 200,
  tagMax: 50,
  tagsMax: 50,
  attributesMax: 50,
  attributeKeyMax: 64,
  attributeValueMax: 500,
  sourceMax: 200,
  searchMax: 100,
  pageDefault: 50,
  pageMax: 200,
} as const;

export const CONTACT_MESSAGES = {
  phone: "Enter the contact's WhatsApp number, e.g. +91 98765 43210",
  name: `Names are at most ${CONTACT_RECORD_LIMITS.nameMax} characters`,
  tag: `A tag is 1 to ${CONTACT_RECORD_LIMITS.tagMax} characters`,
  tags: `A contact has at most ${CONTACT_RECORD_LIMITS.tagsMax} tags`,
  attributes: `Attributes are an object of at most ${CONTACT_RECORD_LIMITS.attributesMax} names with text, number or true/false values`,
  attributeKey: `Attribute names are 1 to ${CONTACT_RECORD_LIMITS.attributeKeyMax} letters, digits or _`,
  attributeValue: `Attribute values are text of at most ${CONTACT_RECORD_LIMITS.attributeValueMax} characters, numbers or true/false`,
  source: `Say where the consent was given (1 to ${CONTACT_RECORD_LIMITS.sourceMax} characters), e.g. "checkout form"`,
  consent: `Consent is one of ${CONSENT_STATUSES.join(", ")}`,
  limit: `limit is a whole number from 1 to ${CONTACT_RECORD_LIMITS.pageMax}`,
} as const;

const storable = (message: string) => (value: string, ctx: z.RefinementCtx) => {
  if (!isStorableText(value)) ctx.addIssue({ code: "custom", message });
};

/** A phone number as people write it, stored in E.164; India's +91 when no country is given. */
export const contactPhoneSchema = z
  .string(CONTACT_MESSAGES.phone)
  .trim()
  .max(32, CONTACT_MESSAGES.phone)
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (e164 === null) {
      ctx.addIssue({ code: "custom", message: CONTACT_MESSAGES.phone });
      return z.NEVER;
    }
    return e164;
  })
  .meta({ description: "E.164; a number without a country code is taken as Indian (+91)." });

const contactName = z
  .string(CONTACT_MESSAGES.name)
  .trim()
  .max(CONTACT_RECORD_LIMITS.nameMax, CONTACT_MESSAGES.name)
  .superRefine(storable(UNSTORABLE_TEXT_MESSAGE))
  .nullable()
  .transform((name) => (name ? name : null));

/** Tags are kept as written, without the spaces around them, each once. */
export const contactTagSchema = z
  .string(CONTACT_MESSAGES.tag)
  .trim()
  .min(1, CONTACT_MESSAGES.tag)
  .max(CONTACT_RECORD_LIMITS.tagMax, CONTACT_MESSAGES.tag)
  .superRefine(storable(CONTACT_MESSAGES.tag));

const contactTags = z
  .array(contactTagSchema, CONTACT_MESSAGES.tags)
  .max(CONTACT_RECORD_LIMITS.tagsMax, CONTACT_MESSAGES.tags)
  .transform((tags) => [...new Set(tags)]);

const attributeValue = z.union(
  [
    z
      .string()
      .max(CONTACT_RECORD_LIMITS.attributeValueMax)
      .superRefine(storable(CONTACT_MESSAGES.attributeValue)),
    z.number().finite(),
    z.boolean(),
  ],
  CONTACT_MESSAGES.attributeValue,
);

const contactAttributes = z
  .record(
    z
      .string()
      .regex(
        new RegExp(`^[A-Za-z0-9_]{1,${CONTACT_RECORD_LIMITS.attributeKeyMax}}$`),
        CONTACT_MESSAGES.attributeKey,
      ),
    attributeValue,
    CONTACT_MESSAGES.attributes,
  )
  .refine(
    (attributes) => Object.keys(attributes).length <= CONTACT_RECORD_LIMITS.attributesMax,
    CONTACT_MESSAGES.attributes,
  )
  .meta({ description: 'Your own fields, e.g. {"city": "Pune", "orders": 3}.' });
export type ContactAttributes = Record<string, string | number | boolean>;

const consentSource = z
  .string(CONTACT_MESSAGES.source)
  .trim()
  .min(1, CONTACT_MESSAGES.source)
  .max(CONTACT_RECORD_LIMITS.sourceMax, CONTACT_MESSAGES.source)
  .superRefine(storable(CONTACT_MESSAGES.source));

/** Where a consent was given or withdrawn: a checkout form, a call, a shop counter. */
export const consentChangeInputSchema = z.strictObject({ source: consentSource });
export type ConsentChangeInput = z.input<typeof consentChangeInputSchema>;

/** `POST /v1/contacts`: a contact upserted by its number. */
export const upsertContactInputSchema = z.strictObject({
  phone: contactPhoneSchema,
  name: contactName.optional(),
  attributes: contactAttributes.optional(),
  tags: contactTags.optional(),
  optIn: consentChangeInputSchema
    .optional()
    .meta({ description: "The contact agreed to hear marketing: where it did." }),
});
export type UpsertContactInput = z.input<typeof upsertContactInputSchema>;

/** `PATCH /v1/contacts/{id}`: only the fields sent change; attributes merge, null removes one. */
export const updateContactInputSchema = z.strictObject({
  name: contactName.optional(),
  attributes: z
    .record(
      z
        .string()
        .regex(
          new RegExp(`^[A-Za-z0-9_]{1,${CONTACT_RECORD_LIMITS.attributeKeyMax}}$`),
          CONTACT_MESSAGES.attributeKey,
        ),
      attributeValue.nullable(),
      CONTACT_MESSAGES.attributes,
    )
    .optional()
    .meta({ description: "Merged into the contact's attributes; a null value removes one." }),
  tags: contactTags.optional().meta({ description: "Replaces the contact's tags." }),
});
export type UpdateContactInput = z.input<typeof updateContactInputSchema>;

/** `GET /v1/contacts`: filters and a page. */
export const listContactsInputSchema = z.object({
  tag: contactTagSchema.optional(),
  q: z
    .string()
    .trim()
    .max(
      CONTACT_RECORD_LIMITS.searchMax,
      `Search for at most ${CONTACT_RECORD_LIMITS.searchMax} characters`,
    )
    .optional()
    .transform((q) => (q ? q : undefined)),
  consent: z.enum(CONSENT_STATUSES, CONTACT_MESSAGES.consent).optional(),
  segmentId: z.string().max(64).optional(),
  cursor: z.string().max(200, "The cursor is not one this API gave").optional(),
  limit: z.coerce
    .number(CONTACT_MESSAGES.limit)
    .int(CONTACT_MESSAGES.limit)
    .min(1, CONTACT_MESSAGES.limit)
    .max(CONTACT_RECORD_LIMITS.pageMax, CONTACT_MESSAGES.limit)
    .default(CONTACT_RECORD_LIMITS.pageDefault),
});
export type ListContactsInput = z.input<typeof listContactsInputSchema>;

export const consentSchema = z.object({
  status: z.enum(CONSENT_STATUSES),
  source: z.string().nullable(),
  updatedAt: z.string().nullable().meta({ description: "When it last changed (ISO 8601)." }),
});

export const consentEventSchema = z.object({
  status: z.enum(CONSENT_STATUSES),
  source: z.string(),
  actor: z.object({ type: z.enum(CONSENT_ACTOR_TYPES), id: z.string().nullable() }),
  createdAt: z.string(),
});
export type ConsentEventView = z.infer<typeof consentEventSchema>;

/** A contact as /v1 answers it. */
export const contactSchema = z.object({
  id: z.string(),
  phone: z.string(),
  name: z.string().nullable(),
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  tags: z.array(z.string()),
  consent: consentSchema,
  lastInboundAt: z.string().nullable().meta({ description: "When the contact last wrote." }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactView = z.infer<typeof contactSchema>;

/** One contact with its consent ledger, newest change first. */
export const contactWithLedgerSchema = contactSchema.extend({
  consentHistory: z.array(consentEventSchema),
});
export type ContactWithLedger = z.infer<typeof contactWithLedgerSchema>;

export const contactPageSchema = z.object({
  items: z.array(contactSchema),
  nextCursor: z
    .string()
    .nullable()
    .meta({ description: "Pass as `cursor` for the next page; null on the last." }),
});
export type ContactPage = z.infer<typeof contactPageSchema>;

// --- The workspace's messaging rules ---

const clockTime = z
  .string("Times are HH:MM, e.g. 21:00")
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Times are HH:MM, e.g. 21:00");

const keyword = z
  .string("Keywords are 1 to 30 characters")
  .trim()
  .min(1, "Keywords are 1 to 30 characters")
  .max(30, "Keywords are 1 to 30 characters")
  .superRefine(storable("Keywords are 1 to 30 characters"));

const keywords = z
  .array(keyword, "Give a list of keywords")
  .max(20, "At most 20 keywords")
  .transform((list) => [...new Set(list)]);

/** What a workspace's campaigns and automation keep to. */
export const workspaceSettingsSchema = z.strictObject({
  quietHours: z
    .strictObject({ start: clockTime, end: clockTime })
    .refine(({ start, end }) => start !== end, "Quiet hours start and end at different times")
    .nullable()
    .meta({ description: "No marketing sends between start and end (IST); null for none." }),
  marketingFrequencyCap: z
    .strictObject({
      count: z.number().int().min(1, "At least 1 message").max(50, "At most 50 messages"),
      days: z.number().int().min(1, "At least 1 day").max(90, "At most 90 days"),
    })
    .nullable()
    .meta({ description: "At most count marketing messages per contact in days; null for none." }),
  optOutKeywords: keywords
    .refine((list) => list.length > 0, "Keep at least one opt-out keyword")
    .meta({ description: "An inbound message that is one of these opts the contact out." }),
  optInKeywords: keywords
    .refine((list) => list.length > 0, "Keep at least one opt-in keyword")
    .meta({ description: "An inbound message that is one of these opts the contact back in." }),
});
export type WorkspaceSettings = z.output<typeof workspaceSettingsSchema>;

/** A workspace's rules until it changes them. */
export const WORKSPACE_SETTINGS_DEFAULTS: WorkspaceSettings = {
  quietHours: { start: "21:00", end: "09:00" },
  marketingFrequencyCap: { count: 2, days: 7 },
  optOutKeywords: ["STOP", "UNSUBSCRIBE", "रोकें"],
  optInKeywords: ["START"],
};

/**
 * An inbound text as keywords are compared: without the spaces and punctuation around it, in one
 * Unicode form, case folded. "Stop!", " stop " and "STOP" are the same keyword.
 */
export const normalizeKeyword = (text: string): string =>
  text
    .normalize("NFKC")
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, "")
    .toLocaleLowerCase("en-IN");

// --- Webhooks ---

export const contactConsentEventSchema = z.object({
  type: z.enum(["contact.opted_out", "contact.opted_in"]),
  timestamp: z.string(),
  data: z.object({
    contact_id: z.string(),
    phone: z.string(),
    source: z.string(),
    actor: z.enum(CONSENT_ACTOR_TYPES),
    timestamp: z.string(),
  }),
});
export type ContactConsentEvent = z.infer<typeof contactConsentEventSchema>;

// --- Imports ---

export const CONTACT_IMPORT_STATUSES = ["running", "completed", "failed"] as const;
export type ContactImportStatus = (typeof CONTACT_IMPORT_STATUSES)[number];

export const CONTACT_IMPORT_LIMITS = {
  /** The largest file taken: about 500,000 rows of a phone, a name and a few attributes. */
  maxBytes: 32 * 1024 * 1024,
  /** Errors shown in the import's answer; the report has them all. */
  errorsShown: 100,
} as const;

/** The headers an import reads as a contact's number, name and tags; any other is an attribute. */
export const CONTACT_IMPORT_COLUMNS = {
  phone: [
    "phone",
    "phone_number",
    "mobile",
    "mobile_number",
    "number",
    "whatsapp",
    "whatsapp_number",
  ],
  name: ["name", "full_name", "contact_name"],
  tags: ["tags", "tag"],
} as const;

/** A header as an import reads it: lowercased, each run of other characters an underscore. */
export const importHeaderKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 64);

/** What an import makes of a column by its header: a contact's phone, name or tags, an attribute, or nothing (an empty header). */
export function importColumnRole(header: string): "phone" | "name" | "tags" | "attribute" | null {
  const key = importHeaderKey(header);
  if (!key) return null;
  for (const role of ["phone", "name", "tags"] as const) {
    if ((CONTACT_IMPORT_COLUMNS[role] as readonly string[]).includes(key)) return role;
  }
  return "attribute";
}

/** `POST /v1/contacts/imports?optInSource=…`: every imported contact of unknown consent opted in. */
export const contactImportOptionsSchema = z.object({
  optInSource: consentSource.optional(),
});

export const contactImportSchema = z.object({
  id: z.string(),
  status: z.enum(CONTACT_IMPORT_STATUSES),
  total: z
    .number()
    .nullable()
    .meta({ description: "The file's data rows; null until they are counted." }),
  processed: z.number(),
  created: z.number(),
  updated: z.number(),
  failed: z.number(),
  errors: z
    .array(z.object({ row: z.number(), message: z.string() }))
    .meta({ description: "The first 100 rows not imported (row 1 is the header)." }),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type ContactImportView = z.infer<typeof contactImportSchema>;

// --- Segments ---

/**
 * How a contact took a campaign, for segments: reached at least a stage of its funnel (`sent`,
 * `delivered`, `read`, `replied`), or stopped at one, as the retargeting buckets do (sent and
 * never delivered, delivered and never read, read and never answered, failed for good).
 */
export const SEGMENT_CAMPAIGN_ENGAGEMENTS = [
  "sent",
  "delivered",
  "read",
  "replied",
  "not_delivered",
  "not_read",
  "read_not_replied",
  "failed",
] as const;
export type SegmentCampaignEngagement = (typeof SEGMENT_CAMPAIGN_ENGAGEMENTS)[number];

/**
 * Which contacts a segment holds: every condition given must hold. Tags: all of `tags`, and any
 * of `anyTags`; attributes: each equal to its value (compared as text); consent; written within
 * the last N days (or not, with `noInboundWithinDays`); how they took a campaign.
 */
export const segmentFilterSchema = z.strictObject({
  tags: z.array(contactTagSchema).max(20, "At most 20 tags").optional(),
  anyTags: z.array(contactTagSchema).max(20, "At most 20 tags").optional(),
  attributes: z
    .record(
      z.string().regex(/^[A-Za-z0-9_]{1,64}$/, CONTACT_MESSAGES.attributeKey),
      z.union([z.string().max(500), z.number().finite(), z.boolean()]),
      CONTACT_MESSAGES.attributes,
    )
    .optional(),
  consent: z.enum(CONSENT_STATUSES, CONTACT_MESSAGES.consent).optional(),
  inboundWithinDays: z
    .number("Days are a whole number from 1 to 365")
    .int("Days are a whole number from 1 to 365")
    .min(1, "Days are a whole number from 1 to 365")
    .max(365, "Days are a whole number from 1 to 365")
    .optional(),
  noInboundWithinDays: z
    .number("Days are a whole number from 1 to 365")
    .int("Days are a whole number from 1 to 365")
    .min(1, "Days are a whole number from 1 to 365")
    .max(365, "Days are a whole number from 1 to 365")
    .optional(),
  campaign: z
    .strictObject({
      id: z.uuid("Choose one of the business's campaigns"),
      engagement: z.enum(
        SEGMENT_CAMPAIGN_ENGAGEMENTS,
        `How they took the campaign is one of ${SEGMENT_CAMPAIGN_ENGAGEMENTS.join(", ")}`,
      ),
    })
    .optional(),
});
export type SegmentFilter = z.output<typeof segmentFilterSchema>;

export const segmentInputSchema = z.strictObject({
  name: z
    .string("Name the segment (1 to 100 characters)")
    .trim()
    .min(1, "Name the segment (1 to 100 characters)")
    .max(100, "Name the segment (1 to 100 characters)")
    .superRefine(storable(UNSTORABLE_TEXT_MESSAGE)),
  filter: segmentFilterSchema,
});
export type SegmentInput = z.input<typeof segmentInputSchema>;

export const segmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  filter: segmentFilterSchema,
  count: z.number().meta({ description: "The contacts it holds now." }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SegmentView = z.infer<typeof segmentSchema>;
