import { hash, verify, type Algorithm } from "@node-rs/argon2";

// OWASP's minimum for argon2id: 19 MiB of memory, two passes, one lane.
const ARGON2ID_OPTIONS = {
  // Algorithm.Argon2id; the package ships it as an ambient const enum, which isolated modules cannot read.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

/** False for a wrong password or a malformed hash; never throws on bad input. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random, discarded password made with ARGON2ID_OPTIONS. Checking a password against
 * it takes as long as checking a real one, so a login for an unknown username cannot be told
 * apart from a wrong password by its timing (from the very first request on).
 */
const DECOY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$9lcAZyJJ8oFePo+hdcNBQQ$8Gs7x3VvZ5NxZcc9Lz049udMJZdxnrgZHqVjm+qSF+M";

export async function verifyAgainstDecoy(password: string): Promise<false> {
  await verifyPassword(DECOY_HASH, password);
  return false;
}
