import type { ContactView, ContactWithLedger } from "@aizapy/contracts";
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { MEMBER, requireMember, type RequestContext } from "../context.ts";
import { definedOnly } from "../defined-only.ts";
import { attributePairs, attributesOf } from "./contact-attributes.ts";
import {
  UpdateContactInput,
  UpsertContactInput,
  WorkspaceSettingsInput,
} from "./contacts.input.ts";
import { Contact, ContactPage, UpsertedContact, WorkspaceSettings } from "./contacts.type.ts";

const contactOf = (view: ContactView) => ({ ...view, attributes: attributePairs(view.attributes) });
const detailOf = (view: ContactWithLedger) => ({
  ...contactOf(view),
  consentHistory: view.consentHistory,
});

/** Input pairs as the services' attributes; absent when none were given. */
const withAttributes = <T extends { attributes?: Parameters<typeof attributesOf>[0] | null }>(
  input: T,
) => {
  const { attributes, ...rest } = definedOnly(input);
  return attributes ? { ...rest, attributes: attributesOf(attributes) } : rest;
};

/**
 * The business's contacts, their consent, and the workspace's messaging rules. Every member keeps
 * contacts (agents answer the customers); only owners and admins change the rules.
 */
@Authorized(MEMBER)
@Resolver()
export class WorkspaceContactsResolver {
  @Query(() => ContactPage, { description: "Contacts, newest first, a page at a time." })
  async workspaceContacts(
    @Arg("tag", () => String, { nullable: true }) tag: string | null,
    @Arg("q", () => String, { nullable: true, description: "Part of a name or number." })
    q: string | null,
    @Arg("consent", () => String, {
      nullable: true,
      description: "opted_in, opted_out or unknown.",
    })
    consent: string | null,
    @Arg("segmentId", () => ID, {
      nullable: true,
      description: "Only the contacts the segment holds.",
    })
    segmentId: string | null,
    @Arg("cursor", () => String, { nullable: true }) cursor: string | null,
    @Arg("limit", () => Int, { nullable: true }) limit: number | null,
    @Ctx() context: RequestContext,
  ) {
    const page = await context.services.workspace.contacts.list(
      requireMember(context),
      definedOnly({ tag, q, consent, segmentId, cursor, limit }),
    );
    return { items: page.items.map(contactOf), nextCursor: page.nextCursor };
  }

  @Query(() => Contact, { description: "A contact with its consent history." })
  async workspaceContact(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    return detailOf(await context.services.workspace.contacts.get(requireMember(context), id));
  }

  @Mutation(() => UpsertedContact, {
    description: "Adds a contact, or updates the one with that number.",
  })
  async upsertWorkspaceContact(
    @Arg("input", () => UpsertContactInput) input: UpsertContactInput,
    @Ctx() context: RequestContext,
  ) {
    const member = requireMember(context);
    const { contact, created } = await context.services.workspace.contacts.upsert(
      member,
      withAttributes(input),
    );
    return { contact: contactOf(contact), created };
  }

  @Mutation(() => Contact, { description: "Changes only the fields given." })
  async updateWorkspaceContact(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => UpdateContactInput) input: UpdateContactInput,
    @Ctx() context: RequestContext,
  ) {
    const member = requireMember(context);
    // A null name clears it, so it is kept; only absent fields are left unchanged.
    const changes = { ...withAttributes(input), ...(input.name === null ? { name: null } : {}) };
    return contactOf(await context.services.workspace.contacts.update(member, id, changes));
  }

  @Mutation(() => Boolean, {
    description: "Forgets the contact's details; its consent is kept for its number.",
  })
  async deleteWorkspaceContact(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    await context.services.workspace.contacts.remove(requireMember(context), id);
    return true;
  }

  @Mutation(() => Contact, { description: "Records the contact's consent to marketing." })
  async optInWorkspaceContact(
    @Arg("id", () => ID) id: string,
    @Arg("source", () => String, { description: "Where it was given." }) source: string,
    @Ctx() context: RequestContext,
  ) {
    const member = requireMember(context);
    return contactOf(await context.services.workspace.contacts.optIn(member, id, { source }));
  }

  @Mutation(() => Contact, { description: "Records that the contact withdrew its consent." })
  async optOutWorkspaceContact(
    @Arg("id", () => ID) id: string,
    @Arg("source", () => String, { description: "Where it was withdrawn." }) source: string,
    @Ctx() context: RequestContext,
  ) {
    const member = requireMember(context);
    return contactOf(await context.services.workspace.contacts.optOut(member, id, { source }));
  }

  @Query(() => WorkspaceSettings, { description: "Quiet hours, the frequency cap and keywords." })
  workspaceSettings(@Ctx() context: RequestContext) {
    return context.services.workspace.settings.get(requireMember(context));
  }

  @Mutation(() => WorkspaceSettings, {
    description: "Replaces the workspace's messaging rules (owners and admins).",
  })
  updateWorkspaceSettings(
    @Arg("input", () => WorkspaceSettingsInput) input: WorkspaceSettingsInput,
    @Ctx() context: RequestContext,
  ) {
    return context.services.workspace.settings.put(requireMember(context), { ...input });
  }
}
