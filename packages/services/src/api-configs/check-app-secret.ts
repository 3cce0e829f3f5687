import { ConfigError } from "@aizapy/contracts";
import type { Db } from "@aizapy/db";
import { openSecret } from "@aizapy/messaging";

/**
 * Opens one stored secret (the most recently changed) with APP_SECRET. A server started with
 * another secret than the one its data was sealed with would otherwise run, and fail on every
 * webhook and send; so it refuses to start instead. A database without secrets passes.
 */
export async function assertAppSecretOpensStoredSecrets(db: Db, appSecret: string): Promise<void> {
  const latest = await db.apiConfig.findFirst({
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
    select: { apiKey: true },
  });
  if (latest && openSecret(latest.apiKey, appSecret) === null) {
    throw new ConfigError(
      "APP_SECRET cannot open the stored API keys: they were sealed with a different APP_SECRET. Start with the APP_SECRET they were sealed with.",
    );
  }
}
