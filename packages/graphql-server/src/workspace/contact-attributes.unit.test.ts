import { AppError } from "@aizapy/contracts";
import { describe, expect, it } from "vitest";
import { attributePairs, attributesOf } from "./contact-attributes.ts";

describe("contact attributes over GraphQL", () => {
  it("show each value as text with its kind", () => {
    expect(attributePairs({ city: "Pune", orders: 3, vip: true })).toEqual([
      { name: "city", value: "Pune", kind: "text" },
      { name: "orders", value: "3", kind: "number" },
      { name: "vip", value: "true", kind: "boolean" },
    ]);
  });

  it("read pairs back as their kind, text by default, null removing one", () => {
    expect(
      attributesOf([
        { name: "city", value: "Pune" },
        { name: "orders", value: "3", kind: "number" },
        { name: "vip", value: "false", kind: "boolean" },
        { name: "old", value: null },
      ]),
    ).toEqual({ city: "Pune", orders: 3, vip: false, old: null });
  });

  it("refuse a value that is not of its kind, on its field", () => {
    const refusal = (() => {
      try {
        attributesOf([{ name: "orders", value: "three", kind: "number" }]);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).fieldErrors).toEqual([
      { path: "attributes.orders", message: "orders is not a number" },
    ]);
  });
});
