import type { ContactMessage, Db } from "../../db/prisma-client.ts";

/** Every contact message, newest first. */
export function listContactMessages(db: Db): Promise<ContactMessage[]> {
  return db.contactMessage.findMany({ orderBy: [{ createdAt: "desc" }, { id: "asc" }] });
}
