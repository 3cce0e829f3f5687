import { AppError, type MessageSendService, type Sql } from "@aizapy/contracts";
import type { PlatformContext } from "../context.ts";
import { acceptMessage } from "./accept-message.ts";
import { acceptTemplateBatch } from "./accept-template-batch.ts";

const BUSINESS_STATUS = `SELECT status FROM businesses WHERE id = $1`;

/** Refuses a send for a business that does not exist or may not send (suspended or inactive). */
async function requireSendingBusiness(db: Sql, businessId: string): Promise<void> {
  const [business] = await db.query<{ status: string }>(BUSINESS_STATUS, [businessId]);
  if (!business) throw new AppError("not_found", "Business not found");
  if (business.status !== "active") {
    throw new AppError(
      "business_not_active",
      `This business is ${business.status}; it cannot send messages until an operator reactivates it.`,
    );
  }
}

/**
 * What the rest of the product sends for a business (campaigns, automation, agents): through the
 * same accept path as /v1, refused as /v1 would refuse it, and never for a business that may not
 * send (suspended or inactive).
 */
export function createMessageSendService(
  ctx: Pick<PlatformContext, "sql" | "queue" | "limiter" | "clock">,
): MessageSendService {
  return {
    async send(message, { within } = {}) {
      await requireSendingBusiness(within ?? ctx.sql, message.businessId);
      const result = await acceptMessage(
        ctx,
        {
          businessId: message.businessId,
          apiKeyId: null,
          source: message.source,
          sender: message.sender,
        },
        message.content,
        within ? { within } : {},
      );
      if ("refused" in result) throw result.refused;
      return { messageId: result.accepted.message_id };
    },

    async sendTemplates(batch, { within } = {}) {
      await requireSendingBusiness(within ?? ctx.sql, batch.businessId);
      return acceptTemplateBatch(ctx, batch, within);
    },
  };
}
