import { describe, expect, it } from "vitest";
import { generateApiKey, hashApiKey, isWellFormedApiKey } from "./api-key.ts";

describe("API keys", () => {
  it("are azk_ and 40 random letters and digits, shown by a 12-character prefix, kept as a hash", () => {
    const { key, prefix, keyHash } = generateApiKey();
    expect(key).toMatch(/^azk_[0-9A-Za-z]{40}$/);
    expect(prefix).toBe(key.slice(0, 12));
    expect(keyHash).toBe(hashApiKey(key));
    expect(keyHash).not.toContain(key.slice(4));
    expect(isWellFormedApiKey(key)).toBe(true);
  });

  it("never repeat", () => {
    const keys = new Set(Array.from({ length: 1000 }, () => generateApiKey().key));
    expect(keys.size).toBe(1000);
  });

  it("refuse anything else without a lookup", () => {
    for (const value of [
      "",
      "azk_",
      "azk_short",
      `sk_${"a".repeat(40)}`,
      `azk_${"a".repeat(39)}!`,
    ]) {
      expect(isWellFormedApiKey(value)).toBe(false);
    }
  });
});
