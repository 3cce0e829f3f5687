import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { requireAuth, type RequestContext } from "../context.ts";
import { PageArgs, PageOf } from "../pagination.type.ts";
import {
  BusinessFilter,
  BusinessSort,
  CreateBusinessInput,
  UpdateBusinessInput,
} from "./business.input.ts";
import { Business } from "./business.type.ts";
import { TeamMember } from "../workspace/workspace.type.ts";

const BusinessPage = PageOf(Business, "BusinessPage");
type BusinessPage = InstanceType<typeof BusinessPage>;

@Resolver()
export class BusinessesResolver {
  @Authorized()
  @Query(() => [Business], { description: "Every registered business, newest first." })
  businesses(@Ctx() { services }: RequestContext): Promise<Business[]> {
    return services.businesses.list();
  }

  @Authorized()
  @Query(() => BusinessPage, {
    description: "One page of businesses, searched, filtered and sorted.",
  })
  businessPage(
    @Arg("filter", () => BusinessFilter, { nullable: true }) filter: BusinessFilter | undefined,
    @Arg("sort", () => BusinessSort, { nullable: true }) sort: BusinessSort | undefined,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() { services }: RequestContext,
  ): Promise<BusinessPage> {
    return services.businesses.page(
      withoutNulls({ ...filter, sortBy: sort?.field, sortDirection: sort?.direction }),
      withoutNulls(page),
    );
  }

  @Authorized()
  @Query(() => [TeamMember], {
    description: "The members of a business (who signed up or were invited), first to join first.",
  })
  businessMembers(
    @Arg("businessId", () => ID) businessId: string,
    @Ctx() { services }: RequestContext,
  ) {
    return services.businesses.members(businessId);
  }

  @Authorized()
  @Query(() => Business)
  business(
    @Arg("id", () => ID) id: string,
    @Ctx() { services }: RequestContext,
  ): Promise<Business> {
    return services.businesses.get(id);
  }

  @Authorized()
  @Mutation(() => Business)
  createBusiness(
    @Arg("input", () => CreateBusinessInput) input: CreateBusinessInput,
    @Ctx() context: RequestContext,
  ): Promise<Business> {
    return context.services.businesses.create(requireAuth(context), withoutNulls(input));
  }

  @Authorized()
  @Mutation(() => Business)
  updateBusiness(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => UpdateBusinessInput) input: UpdateBusinessInput,
    @Ctx() context: RequestContext,
  ): Promise<Business> {
    return context.services.businesses.update(requireAuth(context), id, withoutNulls(input));
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Deletes a business. Refused while it has API configurations, unless `cascade` confirms deleting them too.",
  })
  async deleteBusiness(
    @Arg("id", () => ID) id: string,
    @Arg("cascade", () => Boolean, { defaultValue: false }) cascade: boolean,
    @Ctx() context: RequestContext,
  ): Promise<boolean> {
    await context.services.businesses.delete(requireAuth(context), id, { cascade });
    return true;
  }
}

/** GraphQL's explicit null on an optional field means "not given", as an omitted field does. */
function withoutNulls<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== null && field !== undefined),
  ) as never;
}
