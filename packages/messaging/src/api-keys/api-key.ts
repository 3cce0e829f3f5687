import { createHash, randomBytes } from "node:crypto";

// A /v1 API key: `azk_` and 40 random base62 characters (238 bits). Only its SHA-256 is stored, so
// a copy of the database gives no one a working key; the first 12 characters are kept in the
// clear so people can tell their keys apart.

const PREFIX = "azk_";
const RANDOM_LENGTH = 40;
const SHOWN_LENGTH = 12;
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export interface NewApiKey {
  /** The key itself: shown once, never stored. */
  key: string;
  /** Its first characters, e.g. `azk_7Qm2xK9p`. */
  prefix: string;
  keyHash: string;
}

export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");

/** Looks like one of our keys (so a malformed bearer value is refused without a query). */
export const isWellFormedApiKey = (value: string) =>
  value.length === PREFIX.length + RANDOM_LENGTH &&
  value.startsWith(PREFIX) &&
  /^[0-9A-Za-z]+$/.test(value.slice(PREFIX.length));

export function generateApiKey(): NewApiKey {
  let random = "";
  while (random.length < RANDOM_LENGTH) {
    // Rejection sampling keeps every character equally likely (256 is not a multiple of 62).
    for (const byte of randomBytes(RANDOM_LENGTH)) {
      if (byte < 248 && random.length < RANDOM_LENGTH) random += ALPHABET[byte % 62];
    }
  }
  const key = `${PREFIX}${random}`;
  return { key, prefix: key.slice(0, SHOWN_LENGTH), keyHash: hashApiKey(key) };
}
