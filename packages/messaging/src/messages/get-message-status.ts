import { AppError, type MessageStatus, type MessageStatusAnswer } from "@aizapy/contracts";
import type { ApiKeyCaller } from "../api-keys/authenticate-api-key.ts";
import type { PlatformContext } from "../context.ts";
import { isUuid } from "../ids.ts";

const READ_STATUS = `
  SELECT id, status, "statusAt", "customerNumber", "errorCode", "errorTitle", "errorDetail"
  FROM messages WHERE id = $1 AND "businessId" = $2 AND direction = 'outbound'`;

/**
 * A message's current status, for the business that sent it. Another business's message is
 * answered exactly like one that does not exist.
 */
export async function getMessageStatus(
  ctx: Pick<PlatformContext, "sql">,
  caller: ApiKeyCaller,
  messageId: string,
): Promise<MessageStatusAnswer> {
  const notFound = new AppError(
    "not_found",
    `No message ${messageId} for this API key's business.`,
  );
  if (!isUuid(messageId)) throw notFound;
  const [row] = await ctx.sql.query<{
    id: string;
    status: MessageStatus;
    statusAt: Date;
    customerNumber: string;
    errorCode: number | null;
    errorTitle: string | null;
    errorDetail: string | null;
  }>(READ_STATUS, [messageId, caller.businessId]);
  if (!row) throw notFound;
  return {
    message_id: row.id,
    status: row.status,
    timestamp: row.statusAt.toISOString(),
    recipient: row.customerNumber,
    ...(row.status === "failed" && row.errorCode !== null
      ? { error: { code: row.errorCode, title: row.errorTitle ?? "", detail: row.errorDetail } }
      : {}),
  };
}
