import { describe, expect, it } from "vitest";
import { alertLink } from "./alert-links";

describe("where an operator alert leads", () => {
  it("leads from a webhook endpoint to its API configuration's webhooks page", () => {
    expect(
      alertLink({ targetType: "api_config", targetId: "0190d5a8-6c1e-7a3b-9f00-1d2e3f4a5b6c" }),
    ).toBe("/admin/api-configs/0190d5a8-6c1e-7a3b-9f00-1d2e3f4a5b6c/webhooks");
  });

  it("leads nowhere when the console has no page for what it is about", () => {
    expect(alertLink({ targetType: "business", targetId: "b1" })).toBeNull();
    expect(alertLink({ targetType: "api_config", targetId: null })).toBeNull();
    expect(alertLink({ targetType: null, targetId: null })).toBeNull();
  });
});
