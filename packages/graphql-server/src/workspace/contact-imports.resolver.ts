import { Arg, Authorized, Ctx, ID, Query, Resolver } from "type-graphql";
import { MEMBER, requireMember, type RequestContext } from "../context.ts";
import { ContactImport } from "./contact-imports.type.ts";

/**
 * The progress of a CSV import of contacts. The file itself is uploaded over REST
 * (POST /api/workspace/contacts/imports): a GraphQL body is capped at 64 KB.
 */
@Authorized(MEMBER)
@Resolver()
export class WorkspaceContactImportsResolver {
  @Query(() => ContactImport, { description: "An import's progress and its first rejected rows." })
  workspaceContactImport(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    return context.services.workspace.imports.get(requireMember(context), id);
  }
}
