import { describe, expect, it } from "vitest";
import {
  addContactFormSchema,
  attributeErrorAliases,
  describeConsentActor,
  editContactFormSchema,
  parseTags,
  toUpdateInput,
  toUpsertInput,
} from "./contact-form";

describe("the contact forms", () => {
  it("read tags separated by commas, each once", () => {
    expect(parseTags(" vip, pune ,,vip ")).toEqual(["vip", "pune"]);
  });

  it("add a contact with its number in E.164 and its opt-in only when a source is given", () => {
    const form = addContactFormSchema.parse({
      phone: "98765 43210",
      name: "",
      tags: "vip",
      optInSource: "",
    });
    expect(toUpsertInput(form)).toEqual({ phone: "+919876543210", name: null, tags: ["vip"] });
    const optedIn = addContactFormSchema.parse({
      ...form,
      phone: "+919876543210",
      optInSource: "shop",
    });
    expect(toUpsertInput(optedIn).optIn).toEqual({ source: "shop" });
  });

  it("refuse a tag that is too long on the tags field", () => {
    const result = addContactFormSchema.safeParse({
      phone: "+919876543210",
      tags: "x".repeat(51),
      optInSource: "",
    });
    expect(result.error?.issues[0]?.path).toEqual(["tags"]);
  });

  it("save the attributes on the form and remove the ones taken off it", () => {
    const form = editContactFormSchema.parse({
      name: "Asha",
      tags: "vip",
      attributes: [{ name: "orders", value: "4", kind: "number" }],
    });
    expect(toUpdateInput([{ name: "city" }, { name: "orders" }], form)).toEqual({
      name: "Asha",
      tags: ["vip"],
      attributes: [
        { name: "orders", value: "4", kind: "number" },
        { name: "city", value: null },
      ],
    });
  });

  it("refuse a number attribute that is not one, on its value", () => {
    const result = editContactFormSchema.safeParse({
      name: "",
      tags: "",
      attributes: [{ name: "orders", value: "four", kind: "number" }],
    });
    expect(result.error?.issues[0]?.path).toEqual(["attributes", 0, "value"]);
  });

  it("put the server's attribute errors on their row", () => {
    expect(attributeErrorAliases([{ name: "city" }])).toEqual({
      "attributes.city": "attributes.0.value",
    });
  });

  it("name who changed a consent", () => {
    expect(describeConsentActor({ type: "member", id: "me" }, "me")).toBe("You");
    expect(describeConsentActor({ type: "member", id: "other" }, "me")).toBe("A team member");
    expect(describeConsentActor({ type: "customer", id: null }, "me")).toBe(
      "The contact (by message)",
    );
  });
});
