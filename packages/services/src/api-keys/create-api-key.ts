import { createApiKeyInputSchema } from "@aizapy/contracts";
import { generateApiKey, uuidv7 } from "@aizapy/messaging";
import type { PrismaClient } from "@aizapy/db";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { getBusiness } from "../businesses/get-business.ts";
import { validateInput } from "../validate.ts";
import { toApiKeyView, type ApiKeyView } from "./api-key-view.ts";

export interface CreatedApiKey {
  apiKey: ApiKeyView;
  /** The key itself: in this answer only; only its hash is stored. */
  key: string;
}

/** Creates a /v1 API key for a business; the key is shown once. */
export async function createApiKey(
  prisma: PrismaClient,
  actor: Actor,
  businessId: string,
  input: unknown,
): Promise<CreatedApiKey> {
  const { name } = validateInput(createApiKeyInputSchema, input);
  return prisma.$transaction(async (tx) => {
    const business = await getBusiness(tx, businessId);
    const generated = generateApiKey();
    const row = await tx.apiKey.create({
      data: {
        id: uuidv7(),
        businessId,
        name,
        prefix: generated.prefix,
        keyHash: generated.keyHash,
      },
    });
    await recordAudit(tx, actor, {
      action: "api_key_created",
      targetType: "api_key",
      targetId: row.id,
      details: `Created API key "${name}" (${row.prefix}…) for ${business.name}`,
    });
    return { apiKey: toApiKeyView(row), key: generated.key };
  });
}
