import { CAMPAIGN_LIMITS, contactTagSchema, createCampaignInputSchema } from "@aizapy/contracts";
import { z } from "zod";
import type { CampaignParameterInput, CreateCampaignInput } from "../../gql/graphql";

// The new campaign form: what a member chooses (a template, what fills each of its placeholders,
// the audience, a time, the holdout), checked with the contracts' rules, and the draft the server
// takes.

/** What fills a placeholder: the contact's name or number, one of its attributes, or text. */
export const PARAMETER_SOURCES = ["name", "phone", "attribute", "text"] as const;
export type ParameterSource = (typeof PARAMETER_SOURCES)[number];

export const parameterSourceOptions: { value: ParameterSource; label: string }[] = [
  { value: "name", label: "The contact's name" },
  { value: "phone", label: "The contact's number" },
  { value: "attribute", label: "One of the contact's attributes" },
  { value: "text", label: "The same text for everyone" },
];

const ATTRIBUTE_MESSAGE = "Name the attribute: letters, digits or _ (e.g. city)";
const TEXT_MESSAGE = `Enter the text (1 to ${CAMPAIGN_LIMITS.textParameterMax.toLocaleString("en-IN")} characters)`;

const parameterFormSchema = z
  .object({ source: z.enum(PARAMETER_SOURCES), value: z.string() })
  .superRefine(({ source, value }, ctx) => {
    const text = value.trim();
    if (source === "attribute" && !/^[A-Za-z0-9_]{1,64}$/.test(text))
      ctx.addIssue({ code: "custom", path: ["value"], message: ATTRIBUTE_MESSAGE });
    if (source === "text" && (text === "" || text.length > CAMPAIGN_LIMITS.textParameterMax))
      ctx.addIssue({ code: "custom", path: ["value"], message: TEXT_MESSAGE });
  });

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

const SCHEDULE_MESSAGE = "Choose a time from now on, or leave it empty to send at launch";

/** A `datetime-local` value (the member's own time) as an instant; empty for "at launch". */
const scheduledAt = z.string().transform((text, ctx) => {
  if (text.trim() === "") return null;
  const at = new Date(text);
  if (Number.isNaN(at.getTime()) || at.getTime() < Date.now()) {
    ctx.addIssue({ code: "custom", message: SCHEDULE_MESSAGE });
    return z.NEVER;
  }
  return at;
});

const AUDIENCE_MESSAGE = "Choose the audience: tags, a segment or both";

export const campaignFormSchema = z
  .object({
    name: createCampaignInputSchema.shape.name,
    templateId: z.string().min(1, "Choose an approved template"),
    parameters: z.array(parameterFormSchema),
    tags: tagList,
    segmentId: z.string(),
    scheduledAt,
    holdoutPercent: z
      .string()
      .trim()
      .transform((text) => (text === "" ? 0 : Number(text)))
      .pipe(createCampaignInputSchema.shape.holdoutPercent.unwrap()),
  })
  .superRefine((form, ctx) => {
    if (form.tags.length === 0 && form.segmentId === "")
      ctx.addIssue({ code: "custom", path: ["tags"], message: AUDIENCE_MESSAGE });
  });

export type CampaignFormValues = z.input<typeof campaignFormSchema>;
export type CampaignFormOutput = z.output<typeof campaignFormSchema>;

export const emptyCampaignForm: CampaignFormValues = {
  name: "",
  templateId: "",
  parameters: [],
  tags: "",
  segmentId: "",
  scheduledAt: "",
  holdoutPercent: "0",
};

/**
 * One entry per placeholder of the chosen template, keeping those already filled in: the first
 * placeholder is most often the customer's name, the others the offer's details.
 */
export function parametersFor(
  count: number,
  current: readonly CampaignFormValues["parameters"][number][],
): CampaignFormValues["parameters"] {
  return Array.from(
    { length: count },
    (_, index) => current[index] ?? { source: index === 0 ? "name" : "text", value: "" },
  );
}

const parameterInput = ({
  source,
  value,
}: CampaignFormOutput["parameters"][number]): CampaignParameterInput => {
  if (source === "name" || source === "phone") return { field: source };
  return source === "attribute" ? { attribute: value.trim() } : { text: value.trim() };
};

/** The draft the server takes, for the template chosen. */
export function toCreateCampaignInput(
  form: CampaignFormOutput,
  template: { name: string; language: string },
): CreateCampaignInput {
  return {
    name: form.name,
    template: {
      name: template.name,
      language: template.language,
      parameters: form.parameters.map(parameterInput),
    },
    audience: {
      ...(form.tags.length ? { tags: form.tags } : {}),
      ...(form.segmentId ? { segmentId: form.segmentId } : {}),
    },
    ...(form.scheduledAt ? { scheduledAt: form.scheduledAt.toISOString() } : {}),
    holdoutPercent: form.holdoutPercent,
  };
}

/** A template as the form offers it: "diwali_offer (en) · marketing, 2 placeholders". */
export function templateOptionLabel(template: {
  name: string;
  language: string;
  category: string;
  parameterCount: number;
}): string {
  const placeholders =
    template.parameterCount === 0
      ? "no placeholders"
      : template.parameterCount === 1
        ? "1 placeholder"
        : `${template.parameterCount} placeholders`;
  return `${template.name} (${template.language}) · ${template.category}, ${placeholders}`;
}
