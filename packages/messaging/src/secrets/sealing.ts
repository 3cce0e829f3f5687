import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

// Stored secrets (API keys, app secrets, webhook signing secrets) are sealed with AES-256-GCM under a key derived from APP_SECRET, so a copy of
// the database alone does not leak customers' provider credentials.

const FORMAT = "v1";
const IV_BYTES = 12;

// The label predates the other secrets; changing it would make every stored secret unreadable.
function keyFrom(appSecret: string): Buffer {
  return createHash("sha256").update(`aizapy:api-keys:${appSecret}`).digest();
}

export function sealSecret(secret: string, appSecret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(appSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [FORMAT, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The plain secret, or null when it was sealed under another secret or is damaged. */
export function openSecret(stored: string, appSecret: string): string | null {
  const [format, iv, tag, sealed] = stored.split(".");
  if (format !== FORMAT || !iv || !tag || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv(
      "aes-256-gcm",
      keyFrom(appSecret),
      Buffer.from(iv, "base64url"),
    );
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}

/**
 * What every answer after creation shows of a secret (access token, app secret, webhook signing
 * secret): its last four characters, enough to recognise it and never enough to use it. A short
 * secret shows nothing, so the mask never gives away a large part of it.
 */
export function maskSecret(secret: string): string {
  return secret.length >= 12 ? `••••${secret.slice(-4)}` : "••••";
}
