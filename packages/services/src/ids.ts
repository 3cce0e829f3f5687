import { notFound } from "@aizapy/contracts";
import { isUuid } from "@aizapy/messaging";

/** Ids are uuids; anything else cannot name a record, so it is simply not found. */
export function assertUuid(id: string, what: string): void {
  if (!isUuid(id)) throw notFound(what);
}
