/**
 * The newest enquiries as the REST path reads them (`GET /api/admin/contact-messages?limit=…`),
 * for the twin. Kept beside the twin so the comparison is stated once; the product's own
 * statement lives in its service.
 */
export const MESSAGES_PAGE_STATEMENT = `
  SELECT id, name, email, company, phone, subject, message, status, "createdAt", "updatedAt"
  FROM contact_messages ORDER BY "createdAt" DESC, id LIMIT $1`;

/** How many enquiries the product and its twin answer on the messages path. */
export const MESSAGES_PAGE_SIZE = 20;

/**
 * The message row of an accepted /v1 send, with the columns and values packages/messaging/src/
 * messages/accept-message.ts stores it with (there, in the statement that counts the key's
 * limits), for the messaging twin (the product keeps its statements private).
 */
export const ACCEPT_MESSAGE_INSERT = `
  INSERT INTO messages (id, "businessId", "apiConfigId", "apiKeyId", direction, "customerNumber", type,
    body, "templateName", "templateLanguage", "templateParameters", category, status, "queueState",
    "insideServiceWindow", "createdAt", "statusAt")
  VALUES ($1, $2, $3, $4, 'outbound', $5, $6, $7, $8, $9, $10, $11, 'accepted', 'queued', $12, $13, $13)`;
