import type { Engagement } from "@aizapy/engagement";
import type { AuthenticatedMember } from "../accounts/member-sessions.ts";
import { requireManager } from "./access.ts";

/**
 * The workspace's contacts, their imports and segments, and its messaging rules, scoped to the
 * member's business. Every member keeps contacts and records consent (agents answer the
 * customers); the rules (quiet hours, the frequency cap, the consent keywords) are for owners and
 * admins.
 */
export function createWorkspaceContacts({ contacts, settings, imports, segments }: Engagement) {
  const by = (auth: AuthenticatedMember) => ({ type: "member", id: auth.user.id }) as const;
  return {
    contacts: {
      list: (auth: AuthenticatedMember, input: unknown) => contacts.list(auth.businessId, input),
      get: (auth: AuthenticatedMember, id: string) => contacts.get(auth.businessId, id),
      upsert: (auth: AuthenticatedMember, input: unknown) =>
        contacts.upsert(auth.businessId, input, by(auth)),
      update: (auth: AuthenticatedMember, id: string, input: unknown) =>
        contacts.update(auth.businessId, id, input),
      remove: (auth: AuthenticatedMember, id: string) => contacts.remove(auth.businessId, id),
      optIn: (auth: AuthenticatedMember, id: string, input: unknown) =>
        contacts.optIn(auth.businessId, id, input, by(auth)),
      optOut: (auth: AuthenticatedMember, id: string, input: unknown) =>
        contacts.optOut(auth.businessId, id, input, by(auth)),
    },
    imports: {
      start: (auth: AuthenticatedMember, csv: string, options: unknown) =>
        imports.start(auth.businessId, csv, options, by(auth)),
      get: (auth: AuthenticatedMember, id: string) => imports.get(auth.businessId, id),
      report: (auth: AuthenticatedMember, id: string) => imports.report(auth.businessId, id),
    },
    segments: {
      count: (auth: AuthenticatedMember, filter: unknown) =>
        segments.count(auth.businessId, filter),
      list: (auth: AuthenticatedMember) => segments.list(auth.businessId),
      get: (auth: AuthenticatedMember, id: string) => segments.get(auth.businessId, id),
      create: (auth: AuthenticatedMember, input: unknown) =>
        segments.create(auth.businessId, input),
      update: (auth: AuthenticatedMember, id: string, input: unknown) =>
        segments.update(auth.businessId, id, input),
      remove: (auth: AuthenticatedMember, id: string) => segments.remove(auth.businessId, id),
    },
    settings: {
      get: (auth: AuthenticatedMember) => settings.get(auth.businessId),
      put: (auth: AuthenticatedMember, input: unknown) => {
        requireManager(auth);
        return settings.put(auth.businessId, input);
      },
    },
  };
}
