import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { adminActor, type RequestContext } from "../../context.ts";
import { deleteContactMessage } from "../../services/contact/delete-contact-message.ts";
import { listContactMessages } from "../../services/contact/list-contact-messages.ts";
import { submitContactMessage } from "../../services/contact/submit-contact-message.ts";
import { updateContactMessageStatus } from "../../services/contact/update-contact-message-status.ts";
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
    @Ctx() { prisma, clientAddress, config }: RequestContext,
  ): Promise<ContactMessageReceipt> {
    return submitContactMessage(prisma, input, {
      clientAddress,
      perMinuteLimit: config.limits.contactSubmissionsPerMinute,
    });
  }

  @Authorized()
  @Query(() => [ContactMessage], { description: "Every contact message, newest first." })
  contactMessages(@Ctx() { prisma }: RequestContext): Promise<ContactMessage[]> {
    return listContactMessages(prisma);
  }

  @Authorized()
  @Mutation(() => ContactMessage)
  updateContactMessageStatus(
    @Arg("id", () => ID) id: string,
    @Arg("status", () => String, { description: "unread, read, replied or archived." })
    status: string,
    @Ctx() context: RequestContext,
  ): Promise<ContactMessage> {
    return updateContactMessageStatus(context.prisma, adminActor(context), id, { status });
  }

  @Authorized()
  @Mutation(() => Boolean)
  async deleteContactMessage(
    @Arg("id", () => ID) id: string,
    @Ctx() context: RequestContext,
  ): Promise<boolean> {
    await deleteContactMessage(context.prisma, adminActor(context), id);
    return true;
  }
}
