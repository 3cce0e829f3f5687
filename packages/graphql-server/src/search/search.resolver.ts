import { Arg, Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../context.ts";
import { ConsoleSearchResults } from "./console-search.type.ts";

@Resolver()
export class SearchResolver {
  @Authorized()
  @Query(() => ConsoleSearchResults, {
    description:
      "Businesses (name, number), API configurations (business, phone number id, provider) and messages (name, email, subject) containing the text; at least 2 characters.",
  })
  consoleSearch(
    @Arg("query", () => String) query: string,
    @Ctx() { services }: RequestContext,
  ): Promise<ConsoleSearchResults> {
    return services.search.console({ query });
  }
}
