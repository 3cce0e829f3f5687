import { describe, expect, it } from "vitest";
import { sendingProvider } from "./sending-provider";

describe("sendingProvider", () => {
  it("is the newest active configuration's provider", () => {
    expect(
      sendingProvider([
        { provider: "whatsapp-cloud", isActive: false },
        { provider: "sandbox", isActive: true },
        { provider: "whatsapp-cloud", isActive: true },
      ]),
    ).toBe("sandbox");
  });

  it("is null without an active configuration", () => {
    expect(sendingProvider([{ provider: "sandbox", isActive: false }])).toBeNull();
    expect(sendingProvider([])).toBeNull();
  });
});
