import { notFound } from "@aizapy/contracts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot name a record, so it is simply not found. */
export function assertUuid(id: string, what: string): void {
  if (!UUID.test(id)) throw notFound(what);
}
