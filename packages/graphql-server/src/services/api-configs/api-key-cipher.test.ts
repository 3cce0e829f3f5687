import { describe, expect, it } from "vitest";
import { maskSecret, openApiKey, sealApiKey } from "./api-key-cipher.ts";

const secret = "s".repeat(32);

describe("stored API keys", () => {
  it("are sealed: the stored text does not contain the key, and opens back to it", () => {
    const key = "EAAG-live-7f3c9a21b4";
    const stored = sealApiKey(key, secret);
    expect(stored).not.toContain(key);
    expect(openApiKey(stored, secret)).toBe(key);
  });

  it("differ each time the same key is sealed", () => {
    expect(sealApiKey("same", secret)).not.toBe(sealApiKey("same", secret));
  });

  it("cannot be opened with another secret or after tampering", () => {
    const stored = sealApiKey("EAAG-live-7f3c9a21b4", secret);
    expect(openApiKey(stored, "t".repeat(32))).toBeNull();
    expect(openApiKey(stored.slice(0, -2) + "AA", secret)).toBeNull();
    expect(openApiKey("not sealed", secret)).toBeNull();
  });

  it("are shown masked: the last four characters only, nothing of a short one", () => {
    expect(maskSecret("EAAG-live-7f3c9a21b4")).toBe("••••21b4");
    expect(maskSecret("short-secret")).toBe("••••cret");
    expect(maskSecret("shortish")).toBe("••••");
  });
});
