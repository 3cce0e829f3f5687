import { Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.ts";
import { Business } from "./business.type.ts";

@Resolver()
export class BusinessesResolver {
  @Authorized()
  @Query(() => [Business], { description: "Every registered business, newest first." })
  businesses(@Ctx() { services }: RequestContext): Promise<Business[]> {
    return services.businesses.list();
  }
}
