import { GraphQLDateTimeISO } from "../date-time.scalar.ts";
import { Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { requireAuth, type RequestContext } from "../context.ts";
import { Notifications } from "./notifications.type.ts";

@Resolver()
export class NotificationsResolver {
  @Authorized()
  @Query(() => Notifications)
  notifications(@Ctx() context: RequestContext): Promise<Notifications> {
    return context.services.notifications.get(requireAuth(context));
  }

  @Authorized()
  @Mutation(() => GraphQLDateTimeISO, {
    description: "Everything up to now counts as seen by this admin; answers the time.",
  })
  markNotificationsSeen(@Ctx() context: RequestContext): Promise<Date> {
    return context.services.notifications.markSeen(requireAuth(context));
  }
}
