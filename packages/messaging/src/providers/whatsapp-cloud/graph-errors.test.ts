import { describe, expect, it } from "vitest";
import { outcomeOfGraphError } from "./graph-errors.ts";

const meta = (code: number, message = "x") => ({
  error: { message, type: "OAuthException", code, fbtrace_id: "A" },
});

describe("Meta's error codes", () => {
  it("fail the message for good when it can never be delivered as sent", () => {
    for (const code of [131047, 131026, 132000, 132001]) {
      expect(outcomeOfGraphError(400, meta(code)).kind).toBe("failed");
    }
    expect(outcomeOfGraphError(400, meta(131026))).toMatchObject({
      error: { code: 131026, title: "Message undeliverable" },
    });
  });

  it("retry rate limits, a pair limit after about 6 s, and Meta's own outages", () => {
    expect(outcomeOfGraphError(400, meta(130429))).toMatchObject({ kind: "retry" });
    expect(outcomeOfGraphError(400, meta(131056))).toMatchObject({
      kind: "retry",
      retryAfterMs: 6000,
    });
    expect(outcomeOfGraphError(500, meta(2))).toMatchObject({ kind: "retry" });
    expect(outcomeOfGraphError(503, null)).toMatchObject({ kind: "retry" });
    expect(outcomeOfGraphError(429, null, 30_000)).toMatchObject({
      kind: "retry",
      retryAfterMs: 30_000,
    });
  });

  it("park the message for an operator when the access token is refused", () => {
    expect(outcomeOfGraphError(401, meta(190, "Error validating access token"))).toMatchObject({
      kind: "park",
      reason: expect.stringContaining("(190)"),
    });
  });

  it("fail on any other refusal, keeping Meta's code and message", () => {
    expect(outcomeOfGraphError(400, meta(100, "Invalid parameter"))).toEqual({
      kind: "failed",
      error: { code: 100, title: "Invalid parameter", detail: null },
    });
  });
});
