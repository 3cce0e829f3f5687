/**
 * The console's first page of enquiries as the REST path reads it (newest first), for the twin.
 * Kept beside the twin so the comparison is stated once; the product's own statement lives in
 * its service.
 */
export const MESSAGES_PAGE_STATEMENT = `
  SELECT id, name, email, company, phone, subject, message, status, "createdAt", "updatedAt"
  FROM contact_messages ORDER BY "createdAt" DESC, id LIMIT $1`;
