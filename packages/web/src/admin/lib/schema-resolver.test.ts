import { createBusinessInputSchema } from "@aizapy/contracts";
import { describe, expect, it } from "vitest";
import { schemaResolver } from "./schema-resolver";

type Values = { name: string; whatsappNumber: string; status: string; plan: string };
const resolve = (values: Values) =>
  schemaResolver(createBusinessInputSchema, (input: Values) => ({
    ...input,
    name: input.name.trim(),
  }))(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("schemaResolver", () => {
  it("answers what the contracts make of valid values", async () => {
    const result = await resolve({
      name: " Spice Route ",
      whatsappNumber: "98765 43210",
      status: "active",
      plan: "pro",
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: "Spice Route",
      whatsappNumber: "+919876543210",
      status: "active",
      plan: "pro",
    });
  });

  it("puts each message on the field of its path, the first one per field", async () => {
    const result = await resolve({ name: "S", whatsappNumber: "123", status: "gone", plan: "pro" });
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      name: { message: "Business name must be 2 to 120 characters" },
      whatsappNumber: { message: "Enter a valid WhatsApp number, e.g. +91 98765 43210" },
      status: { message: "Status must be one of active, suspended, inactive" },
    });
  });
});
