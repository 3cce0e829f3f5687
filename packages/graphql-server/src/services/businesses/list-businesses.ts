import type { Business, Db } from "../../db/prisma-client.ts";

/** Every registered business, newest first. */
export function listBusinesses(db: Db): Promise<Business[]> {
  return db.business.findMany({ orderBy: [{ createdAt: "desc" }, { id: "asc" }] });
}
