import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signMeta, statusCallback } from "../test-support/fake-graph-api.ts";
import { startTestServer, type TestServer } from "../test-support/test-server.ts";
import { UNVERIFIED_CALLBACKS_PER_MINUTE } from "@aizapy/messaging";

// Meta's callback receiver answers anyone on the internet: callbacks it cannot verify (unsigned,
// wrongly signed, or naming numbers no configuration has) are limited per address and logged as
// a summary, while signed callbacks are never limited.
let server: TestServer;
let closed = false;

beforeAll(async () => {
  server = await startTestServer({}, { workers: false });
});
afterAll(async () => {
  if (!closed) await server?.close();
});

const post = (body: unknown, signature?: string) =>
  fetch(`${server.baseUrl}/webhooks/whatsapp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(signature ? { "x-hub-signature-256": signature } : {}),
    },
    body: JSON.stringify(body),
  });

describe("callbacks that cannot be verified", () => {
  it("are refused past the address's limit, with Retry-After, and logged once as a summary", async () => {
    const strangers = statusCallback("999999999999999", [
      { id: "wamid.nobody", status: "delivered", recipient: "+919800000001" },
    ]);
    // Posted until the first refusal: the limit refills as time passes, so a slow run is let
    // through a little more than the limit, never less and never much more.
    const { limit, periodMs } = UNVERIFIED_CALLBACKS_PER_MINUTE;
    const started = Date.now();
    let accepted = 0;
    let refused: Response | undefined;
    while (!refused && accepted <= limit * 2) {
      const answer = await post(strangers, signMeta("x", "not-the-secret"));
      if (answer.status === 429) refused = answer;
      else {
        expect(answer.status).toBe(200);
        accepted++;
      }
    }
    const refilled = Math.ceil(((Date.now() - started) * limit) / periodMs);
    expect(accepted).toBeGreaterThanOrEqual(limit);
    expect(accepted).toBeLessThanOrEqual(limit + refilled + 1);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    // No line per request: one summary when the minute ends (or, here, when the server stops).
    expect(server.logged.filter((line) => /Meta callback/i.test(line.message))).toEqual([]);
    await server.close();
    closed = true;
    const lines = server.logged.filter((line) => /Meta callback/i.test(line.message));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.fields).toMatchObject({
      unknownNumbers: accepted,
      refused: 1,
    });
  });
});
