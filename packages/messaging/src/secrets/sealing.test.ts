import { describe, expect, it } from "vitest";
import { maskSecret, openSecret, sealSecret } from "./sealing.ts";

const secret = "s".repeat(32);

describe("stored API keys", () => {
  it("are sealed: the stored text does not contain the key, and opens back to it", () => {
    const key = "EAAG-live-7f3c9a21b4";
    const stored = sealSecret(key, secret);
    expect(stored).not.toContain(key);
    expect(openSecret(stored, secret)).toBe(key);
  });

  it("differ each time the same key is sealed", () => {
    expect(sealSecret("same", secret)).not.toBe(sealSecret("same", secret));
  });

  it("cannot be opened with another secret or after tampering", () => {
    const stored = sealSecret("EAAG-live-7f3c9a21b4", secret);
    expect(openSecret(stored, "t".repeat(32))).toBeNull();
    expect(openSecret(stored.slice(0, -2) + "AA", secret)).toBeNull();
    expect(openSecret("not sealed", secret)).toBeNull();
  });

  it("are shown masked: the last four characters only, nothing of a short one", () => {
    expect(maskSecret("EAAG-live-7f3c9a21b4")).toBe("••••21b4");
    expect(maskSecret("short-secret")).toBe("••••cret");
    expect(maskSecret("shortish")).toBe("••••");
  });
});
