import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { Page } from "@aizapy/contracts";
import { requireAuth, type RequestContext } from "../context.ts";
import { definedOnly } from "../defined-only.ts";
import { ListLimitArgs, PageArgs } from "../pagination.type.ts";
import {
  BulkActionResult,
  ContactBulkActionInput,
  ContactMessageFilterInput,
  ContactMessagePage,
} from "./contact-message-page.type.ts";
import { ContactMessageInput } from "./contact-message.input.ts";
import { ContactMessage, ContactMessageReceipt } from "./contact-message.type.ts";

@Resolver()
export class ContactResolver {
  @Mutation(() => ContactMessageReceipt, {
    description:
      "Public. Refused in maintenance mode (SERVICE_UNAVAILABLE) and when one address sends too many.",
  })
  submitContactMessage(
    @Arg("input", () => ContactMessageInput) input: ContactMessageInput,
    @Ctx() { services, caller }: RequestContext,
  ): Promise<ContactMessageReceipt> {
    return services.contact.submit(input, caller);
  }

  @Authorized()
  @Query(() => [ContactMessage], {
    description: "The newest contact messages first; contactMessagePage walks all of them.",
  })
  contactMessages(
    @Args(() => ListLimitArgs) { limit }: ListLimitArgs,
    @Ctx() { services }: RequestContext,
  ): Promise<ContactMessage[]> {
    return services.contact.list({ limit });
  }

  @Authorized()
  @Query(() => ContactMessagePage, {
    description: "Messages a filter keeps, newest first, a page at a time.",
  })
  contactMessagePage(
    @Arg("filter", () => ContactMessageFilterInput, { nullable: true })
    filter: ContactMessageFilterInput | undefined,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() { services }: RequestContext,
  ): Promise<Page<ContactMessage>> {
    return services.contact.page(definedOnly(filter), definedOnly(page));
  }

  @Authorized()
  @Query(() => Int, { description: "Unread messages, for the sidebar's badge." })
  contactMessageUnreadCount(@Ctx() { services }: RequestContext): Promise<number> {
    return services.contact.unreadCount();
  }

  @Authorized()
  @Mutation(() => BulkActionResult, {
    description: "Marks the chosen messages read, replied or archived, or deletes them.",
  })
  bulkUpdateContactMessages(
    @Arg("input", () => ContactBulkActionInput) input: ContactBulkActionInput,
    @Ctx() context: RequestContext,
  ): Promise<BulkActionResult> {
    return context.services.contact.bulk(requireAuth(context), input);
  }

  @Authorized()
  @Mutation(() => ContactMessage)
  updateContactMessageStatus(
    @Arg("id", () => ID) id: string,
    @Arg("status", () => String, { description: "unread, read, replied or archived." })
    status: string,
    @Ctx() context: RequestContext,
  ): Promise<ContactMessage> {
    return context.services.contact.updateStatus(requireAuth(context), id, { status });
  }

  @Authorized()
  @Mutation(() => Boolean)
  async deleteContactMessage(
    @Arg("id", () => ID) id: string,
    @Ctx() context: RequestContext,
  ): Promise<boolean> {
    await context.services.contact.delete(requireAuth(context), id);
    return true;
  }
}
