import { describe, expect, it } from "vitest";
import { generateSessionToken, hashSessionToken } from "./session-token.ts";

describe("session tokens", () => {
  it("carry 256 random bits and never repeat", () => {
    const tokens = new Set(Array.from({ length: 1000 }, generateSessionToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(Buffer.from(token, "base64url")).toHaveLength(32);
  });

  it("hash to a stable SHA-256 that does not contain the token", () => {
    const token = generateSessionToken();
    expect(hashSessionToken(token)).toBe(hashSessionToken(token));
    expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionToken(token)).not.toContain(token);
    expect(hashSessionToken(token)).not.toBe(hashSessionToken(generateSessionToken()));
  });
});
