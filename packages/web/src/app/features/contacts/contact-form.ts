import {
  CONTACT_MESSAGES,
  CONTACT_RECORD_LIMITS,
  contactTagSchema,
  updateContactInputSchema,
  upsertContactInputSchema,
  type ConsentStatus,
} from "@aizapy/contracts";
import type { BadgeTone } from "@aizapy/design-system/Badge";
import { z } from "zod";
import type {
  ContactAttributeInput,
  UpdateContactInput,
  UpsertContactInput,
} from "../../gql/graphql";

/** What a contact is called on screen: its name, else its number. */
export const contactLabel = (contact: { name: string | null; phone: string }) =>
  contact.name ?? contact.phone;

/** Tags as a person types them: separated by commas, each once. */
export const parseTags = (text: string): string[] => [
  ...new Set(
    text
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];

// One text field for every tag; each is checked as the API checks it, the message on the field.
const tagsField = z.string().superRefine((text, ctx) => {
  const tags = parseTags(text);
  if (tags.length > CONTACT_RECORD_LIMITS.tagsMax) {
    ctx.addIssue({ code: "custom", message: CONTACT_MESSAGES.tags });
  } else if (tags.some((tag) => !contactTagSchema.safeParse(tag).success)) {
    ctx.addIssue({ code: "custom", message: CONTACT_MESSAGES.tag });
  }
});

/** The Add contact form: number, name, tags, and where the contact opted in (optional). */
export const addContactFormSchema = upsertContactInputSchema
  .pick({ phone: true, name: true })
  .extend({
    tags: tagsField,
    optInSource: z.string().trim().max(CONTACT_RECORD_LIMITS.sourceMax, CONTACT_MESSAGES.source),
  });
export type AddContactFormValues = z.input<typeof addContactFormSchema>;

export const toUpsertInput = (form: z.output<typeof addContactFormSchema>): UpsertContactInput => ({
  phone: form.phone,
  name: form.name ?? null,
  tags: parseTags(form.tags),
  ...(form.optInSource ? { optIn: { source: form.optInSource } } : {}),
});

export const ATTRIBUTE_KINDS = ["text", "number", "boolean"] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];
export const attributeKindOptions = [
  { value: "text", label: "Text" },
  { value: "number", label: "Number" },
  { value: "boolean", label: "Yes/no (true or false)" },
] as const;

const attributeRow = z
  .object({
    name: z
      .string()
      .trim()
      .regex(
        new RegExp(`^[A-Za-z0-9_]{1,${CONTACT_RECORD_LIMITS.attributeKeyMax}}$`),
        CONTACT_MESSAGES.attributeKey,
      ),
    value: z.string().max(CONTACT_RECORD_LIMITS.attributeValueMax, CONTACT_MESSAGES.attributeValue),
    kind: z.enum(ATTRIBUTE_KINDS),
  })
  .superRefine(({ value, kind }, ctx) => {
    if (kind === "number" && !/^-?\d+(\.\d+)?$/.test(value.trim())) {
      ctx.addIssue({ code: "custom", path: ["value"], message: "Enter a number, e.g. 3 or 2.5" });
    }
    if (kind === "boolean" && value !== "true" && value !== "false") {
      ctx.addIssue({ code: "custom", path: ["value"], message: "Enter true or false" });
    }
  });
export type AttributeRow = z.input<typeof attributeRow>;

/** A contact's details as its page edits them. */
export const editContactFormSchema = z.object({
  name: updateContactInputSchema.shape.name,
  tags: tagsField,
  attributes: z
    .array(attributeRow)
    .max(CONTACT_RECORD_LIMITS.attributesMax, CONTACT_MESSAGES.attributes),
});
export type EditContactFormValues = z.input<typeof editContactFormSchema>;

/** The form's starting values from the contact as the server sent it. */
export const editFormValues = (contact: {
  name: string | null;
  tags: readonly string[];
  attributes: readonly { name: string; value: string; kind: string }[];
}): EditContactFormValues => ({
  name: contact.name ?? "",
  tags: contact.tags.join(", "),
  attributes: contact.attributes.map(({ name, value, kind }) => ({
    name,
    value,
    kind: (ATTRIBUTE_KINDS as readonly string[]).includes(kind) ? (kind as AttributeKind) : "text",
  })),
});

/**
 * The change to save: the name, the tags (they replace the contact's), every attribute on the
 * form, and a removal for each one the form no longer has (attributes merge on the server).
 */
export function toUpdateInput(
  before: readonly { name: string }[],
  form: z.output<typeof editContactFormSchema>,
): UpdateContactInput {
  const kept = new Set(form.attributes.map((row) => row.name));
  const attributes: ContactAttributeInput[] = [
    ...form.attributes.map(({ name, value, kind }) => ({ name, value, kind })),
    ...before.filter(({ name }) => !kept.has(name)).map(({ name }) => ({ name, value: null })),
  ];
  return { name: form.name ?? null, tags: parseTags(form.tags), attributes };
}

/** Where the server's error about an attribute (`attributes.city`) goes on the form. */
export const attributeErrorAliases = (rows: readonly { name: string }[]) =>
  Object.fromEntries(
    rows.map((row, index) => [`attributes.${row.name}`, `attributes.${index}.value` as const]),
  );

const consentNames: Record<ConsentStatus, string> = {
  opted_in: "Opted in",
  opted_out: "Opted out",
  unknown: "Unknown",
};
const consentTones: Record<ConsentStatus, BadgeTone> = {
  opted_in: "positive",
  opted_out: "critical",
  unknown: "neutral",
};

/** "opted_out" → "Opted out"; an unknown status as it is. */
export const describeConsent = (status: string) => consentNames[status as ConsentStatus] ?? status;
export const consentTone = (status: string): BadgeTone =>
  consentTones[status as ConsentStatus] ?? "neutral";

export const consentFilterOptions = [
  { value: "", label: "Any consent" },
  ...Object.entries(consentNames).map(([value, label]) => ({ value, label })),
];

/** Who changed a consent, as the ledger shows it. */
export function describeConsentActor(actor: { type: string; id: string | null }, myId: string) {
  if (actor.type === "member") return actor.id === myId ? "You" : "A team member";
  if (actor.type === "api_key") return "Your system (API key)";
  if (actor.type === "customer") return "The contact (by message)";
  return actor.type;
}
