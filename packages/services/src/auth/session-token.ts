import { createHash, randomBytes } from "node:crypto";

/** A new opaque session token: 256 random bits, URL-safe. Given to the client once, never stored. */
export function generateSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * What the database keeps instead of the token. A fast hash is enough here (unlike passwords):
 * the token has 256 bits of entropy, so it cannot be guessed from its hash.
 */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
