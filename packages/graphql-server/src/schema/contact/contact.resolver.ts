import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { requireAuth, type RequestContext } from "../../context.ts";
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
  @Query(() => [ContactMessage], { description: "Every contact message, newest first." })
  contactMessages(@Ctx() { services }: RequestContext): Promise<ContactMessage[]> {
    return services.contact.list();
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
