import { AppError } from "@aizapy/contracts";
import { isUuid } from "@aizapy/db";

// The cursor of engagement's lists (contacts, campaigns, a campaign's recipients): the last id of
// a page, opaque to clients.

export const encodeCursor = (id: string) => Buffer.from(id).toString("base64url");

/** The id a cursor stands for, or 400 for a cursor this API did not give. */
export function decodeCursor(cursor: string): string {
  const id = Buffer.from(cursor, "base64url").toString();
  if (!isUuid(id)) {
    throw new AppError("invalid_request", "The cursor is not one this API gave", {
      fieldErrors: [{ path: "cursor", message: "The cursor is not one this API gave" }],
    });
  }
  return id;
}
