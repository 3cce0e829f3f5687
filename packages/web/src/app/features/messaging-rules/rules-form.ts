import { type WorkspaceSettings, workspaceSettingsSchema } from "@aizapy/contracts";
import { z } from "zod";

/** The messaging rules as their form edits them: each limit switched on or off, keywords as text. */
export interface RulesFormValues {
  quietHours: { enabled: boolean; start: string; end: string };
  marketingFrequencyCap: { enabled: boolean; count: string; days: string };
  optOutKeywords: string;
  optInKeywords: string;
}

const keywordsOf = (text: string) =>
  text
    .split(",")
    .map((keyword) => keyword.trim())
    .filter(Boolean);

/** A limit switched off keeps its last values on the form, to switch it on again. */
export function rulesFormValues(settings: WorkspaceSettings): RulesFormValues {
  return {
    quietHours: {
      enabled: settings.quietHours !== null,
      start: settings.quietHours?.start ?? "21:00",
      end: settings.quietHours?.end ?? "09:00",
    },
    marketingFrequencyCap: {
      enabled: settings.marketingFrequencyCap !== null,
      count: String(settings.marketingFrequencyCap?.count ?? 2),
      days: String(settings.marketingFrequencyCap?.days ?? 7),
    },
    optOutKeywords: settings.optOutKeywords.join(", "),
    optInKeywords: settings.optInKeywords.join(", "),
  };
}

/** The form's values as the settings the server takes; a count that is not a number reads as 0. */
export const toSettings = (form: RulesFormValues): z.input<typeof workspaceSettingsSchema> => ({
  quietHours: form.quietHours.enabled
    ? { start: form.quietHours.start, end: form.quietHours.end }
    : null,
  marketingFrequencyCap: form.marketingFrequencyCap.enabled
    ? {
        count: Number(form.marketingFrequencyCap.count) || 0,
        days: Number(form.marketingFrequencyCap.days) || 0,
      }
    : null,
  optOutKeywords: keywordsOf(form.optOutKeywords),
  optInKeywords: keywordsOf(form.optInKeywords),
});

/**
 * The form checked by the API's own rules, after turning it into settings: their paths
 * (`quietHours.start`, `optOutKeywords`) are the form's fields.
 */
export const rulesFormSchema = z
  .object({
    quietHours: z.object({ enabled: z.boolean(), start: z.string(), end: z.string() }),
    marketingFrequencyCap: z.object({ enabled: z.boolean(), count: z.string(), days: z.string() }),
    optOutKeywords: z.string(),
    optInKeywords: z.string(),
  })
  .transform(toSettings)
  .pipe(workspaceSettingsSchema);

/** The first message in a field's errors, however deep (a keyword list's errors are per item). */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  if ("message" in error && typeof error.message === "string" && error.message) {
    return error.message;
  }
  for (const value of Object.values(error)) {
    const message = firstErrorMessage(value);
    if (message) return message;
  }
  return undefined;
}
