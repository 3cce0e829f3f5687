import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseCallback, verifyMetaSignature } from "./callbacks.ts";

const body = {
  object: "whatsapp_business_account",
  entry: [
    {
      id: "102290129340398",
      changes: [
        {
          field: "messages",
          value: {
            metadata: { phone_number_id: "106540352242922" },
            statuses: [
              {
                id: "wamid.A",
                status: "failed",
                timestamp: "1764064800",
                recipient_id: "919876543210",
                biz_opaque_callback_data: "0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6b",
                errors: [
                  {
                    code: 131026,
                    title: "Message undeliverable",
                    error_data: { details: "Not on WhatsApp" },
                  },
                ],
              },
              { id: "wamid.B", status: "deleted", timestamp: "1764064800" },
            ],
            messages: [
              {
                from: "919876543210",
                id: "wamid.C",
                timestamp: "1764064801",
                type: "text",
                text: { body: "Hi" },
              },
              {
                from: "919876543210",
                id: "wamid.D",
                timestamp: "1764064802",
                type: "image",
                image: {},
              },
            ],
          },
        },
      ],
    },
  ],
};

describe("Meta's callbacks", () => {
  it("yield statuses with their errors and our id, and inbound messages by kind", () => {
    const parsed = parseCallback(body)!;
    expect(parsed.statuses).toEqual([
      {
        phoneNumberId: "106540352242922",
        providerMessageId: "wamid.A",
        status: "failed",
        occurredAt: new Date(1764064800 * 1000),
        ourMessageId: "0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6b",
        error: { code: 131026, title: "Message undeliverable", detail: "Not on WhatsApp" },
      },
    ]);
    expect(parsed.inbound.map((m) => [m.from, m.text])).toEqual([
      ["+919876543210", "Hi"],
      ["+919876543210", "[image]"],
    ]);
  });

  it("read a tapped button as its label: Meta's Stop promotions and interactive replies", () => {
    const tapped = (message: Record<string, unknown>) =>
      parseCallback({
        object: "whatsapp_business_account",
        entry: [
          {
            id: "102290129340398",
            changes: [
              {
                field: "messages",
                value: {
                  metadata: { phone_number_id: "106540352242922" },
                  messages: [
                    { from: "919876543210", id: "wamid.E", timestamp: "1764064803", ...message },
                  ],
                },
              },
            ],
          },
        ],
      })!.inbound[0]!.text;
    expect(
      tapped({ type: "button", button: { payload: "Stop promotions", text: "Stop promotions" } }),
    ).toBe("Stop promotions");
    expect(
      tapped({
        type: "interactive",
        interactive: { type: "button_reply", button_reply: { id: "yes", title: "Yes please" } },
      }),
    ).toBe("Yes please");
  });

  it("are refused when not a WhatsApp Business Account callback", () => {
    expect(parseCallback({ object: "page" })).toBeNull();
    expect(parseCallback("x")).toBeNull();
  });

  it("verify only with the app secret over the exact bytes", () => {
    const raw = Buffer.from(JSON.stringify(body));
    const good = `sha256=${createHmac("sha256", "app-secret").update(raw).digest("hex")}`;
    expect(verifyMetaSignature(raw, good, "app-secret")).toBe(true);
    expect(verifyMetaSignature(raw, good, "other-secret")).toBe(false);
    expect(verifyMetaSignature(Buffer.from(`${raw} `), good, "app-secret")).toBe(false);
    expect(verifyMetaSignature(raw, undefined, "app-secret")).toBe(false);
    expect(verifyMetaSignature(raw, "sha256=abc", "app-secret")).toBe(false);
  });
});
