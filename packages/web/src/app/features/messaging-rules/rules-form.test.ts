import { WORKSPACE_SETTINGS_DEFAULTS } from "@aizapy/contracts";
import { describe, expect, it } from "vitest";
import { firstErrorMessage, rulesFormSchema, rulesFormValues } from "./rules-form";

describe("the messaging rules form", () => {
  it("turns back into the settings it was made from", () => {
    const form = rulesFormValues(WORKSPACE_SETTINGS_DEFAULTS);
    expect(rulesFormSchema.parse(form)).toEqual(WORKSPACE_SETTINGS_DEFAULTS);
  });

  it("sends null for a limit switched off, keywords each once", () => {
    const form = rulesFormValues(WORKSPACE_SETTINGS_DEFAULTS);
    const settings = rulesFormSchema.parse({
      ...form,
      quietHours: { ...form.quietHours, enabled: false },
      optInKeywords: "START, start , START",
    });
    expect(settings.quietHours).toBeNull();
    expect(settings.optInKeywords).toEqual(["START", "start"]);
  });

  it("puts the API's messages on the form's fields", () => {
    const form = rulesFormValues(WORKSPACE_SETTINGS_DEFAULTS);
    const result = rulesFormSchema.safeParse({
      ...form,
      quietHours: { ...form.quietHours, start: "25:00" },
      optOutKeywords: "",
    });
    const paths = result.error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["quietHours.start", "optOutKeywords"]));
  });

  it("finds a message however deep it is", () => {
    expect(firstErrorMessage({ 2: { message: "Keywords are 1 to 30 characters" } })).toBe(
      "Keywords are 1 to 30 characters",
    );
    expect(firstErrorMessage(undefined)).toBeUndefined();
  });
});
