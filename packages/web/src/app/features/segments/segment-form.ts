import { contactTagSchema, CONSENT_STATUSES } from "@aizapy/contracts";
import { z } from "zod";
import type { SegmentFilterInput, SegmentInput } from "../../gql/graphql";

// The segment form: what a member types, the filter the server takes, and a filter in words.

const DAYS_MESSAGE = "Days are a whole number from 1 to 365";

const days = z
  .string()
  .trim()
  .refine((text) => text === "" || (/^\d+$/.test(text) && +text >= 1 && +text <= 365), DAYS_MESSAGE)
  .transform((text) => (text === "" ? null : Number(text)));

const tagList = z
  .string()
  .transform((text) => [
    ...new Set(
      text
        .split(",")
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(contactTagSchema).max(20, "At most 20 tags"));

/** The filter's part of the form, checked as it is typed (the live count needs a valid one). */
export const segmentFilterFormSchema = z.object({
  tags: tagList,
  anyTags: tagList,
  attributes: z.array(
    z.object({
      name: z
        .string()
        .trim()
        .refine(
          (name) => name === "" || /^[A-Za-z0-9_]{1,64}$/.test(name),
          "Attribute names are letters, digits or _",
        ),
      value: z.string().max(500, "At most 500 characters"),
    }),
  ),
  consent: z.union([z.literal(""), z.enum(CONSENT_STATUSES)]),
  inboundWithinDays: days,
  noInboundWithinDays: days,
});

export const segmentFormSchema = segmentFilterFormSchema.extend({
  name: z.string().trim().min(1, "Name the segment").max(100, "At most 100 characters"),
});

export type SegmentFormValues = z.input<typeof segmentFormSchema>;
type SegmentFilterOutput = z.output<typeof segmentFilterFormSchema>;

export const emptySegmentForm: SegmentFormValues = {
  name: "",
  tags: "",
  anyTags: "",
  attributes: [],
  consent: "",
  inboundWithinDays: "",
  noInboundWithinDays: "",
};

/** A saved segment's filter as GraphQL answers it. */
export interface SegmentFilterView {
  tags: string[];
  anyTags: string[];
  attributes: { name: string; value: string }[];
  consent?: string | null;
  inboundWithinDays?: number | null;
  noInboundWithinDays?: number | null;
}

/** The form filled with a saved segment. */
export const segmentFormValues = (segment: {
  name: string;
  filter: SegmentFilterView;
}): SegmentFormValues => ({
  name: segment.name,
  tags: segment.filter.tags.join(", "),
  anyTags: segment.filter.anyTags.join(", "),
  attributes: segment.filter.attributes.map(({ name, value }) => ({ name, value })),
  consent: (segment.filter.consent ?? "") as SegmentFormValues["consent"],
  inboundWithinDays: segment.filter.inboundWithinDays?.toString() ?? "",
  noInboundWithinDays: segment.filter.noInboundWithinDays?.toString() ?? "",
});

/** The filter the server takes: conditions left empty are left out. */
export function toSegmentFilterInput(filter: SegmentFilterOutput): SegmentFilterInput {
  const attributes = filter.attributes.filter((attribute) => attribute.name !== "");
  return {
    ...(filter.tags.length ? { tags: filter.tags } : {}),
    ...(filter.anyTags.length ? { anyTags: filter.anyTags } : {}),
    ...(attributes.length ? { attributes } : {}),
    ...(filter.consent ? { consent: filter.consent } : {}),
    ...(filter.inboundWithinDays !== null ? { inboundWithinDays: filter.inboundWithinDays } : {}),
    ...(filter.noInboundWithinDays !== null
      ? { noInboundWithinDays: filter.noInboundWithinDays }
      : {}),
  };
}

/** The whole form as the server's segment input. */
export const toSegmentInput = (form: z.output<typeof segmentFormSchema>): SegmentInput => ({
  name: form.name,
  filter: toSegmentFilterInput(form),
});

/** The filter of the form as typed so far, or null while part of it is not valid. */
export function liveFilter(values: SegmentFormValues): SegmentFilterInput | null {
  const parsed = segmentFilterFormSchema.safeParse(values);
  return parsed.success ? toSegmentFilterInput(parsed.data) : null;
}

const CONSENT_WORDS: Record<string, string> = {
  opted_in: "opted in",
  opted_out: "opted out",
  unknown: "consent unknown",
};

/** A filter in words, e.g. "Tagged vip · city = Pune · opted in"; "Every contact" when empty. */
export function describeFilter(filter: SegmentFilterView): string {
  const parts = [
    filter.tags.length ? `Tagged ${filter.tags.join(" and ")}` : null,
    filter.anyTags.length ? `Tagged ${filter.anyTags.join(" or ")}` : null,
    ...filter.attributes.map(({ name, value }) => `${name} = ${value}`),
    filter.consent ? (CONSENT_WORDS[filter.consent] ?? filter.consent) : null,
    filter.inboundWithinDays ? `Wrote within ${filter.inboundWithinDays} days` : null,
    filter.noInboundWithinDays ? `No message in ${filter.noInboundWithinDays} days` : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(" · ") : "Every contact";
}
