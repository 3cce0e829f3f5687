import { describe, expect, it } from "vitest";
import { auditLogSummary } from "./summary";

describe("auditLogSummary", () => {
  it("shows the recorded details", () => {
    expect(
      auditLogSummary({
        action: "update",
        details: "Marked as read",
        targetType: "contact_message",
      }),
    ).toBe("Marked as read");
  });

  it("falls back to '{action} performed on {targetType}'", () => {
    expect(auditLogSummary({ action: "delete", details: null, targetType: "business" })).toBe(
      "delete performed on business",
    );
    expect(auditLogSummary({ action: "delete", details: "  ", targetType: "business" })).toBe(
      "delete performed on business",
    );
  });

  it("leaves out the target when there is none", () => {
    expect(auditLogSummary({ action: "logout", details: null, targetType: null })).toBe(
      "logout performed",
    );
  });
});
