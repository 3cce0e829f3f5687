import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { requireAuth, type RequestContext } from "../context.ts";
import { Admin, AdminLoginResult } from "./admin.type.ts";
import { AdminLoginInput, UpdateCredentialsInput } from "./auth.input.ts";

@Resolver()
export class AuthResolver {
  @Mutation(() => AdminLoginResult, {
    description: "Signs an admin in. Throttled per username and per address.",
  })
  adminLogin(
    @Arg("input", () => AdminLoginInput) input: AdminLoginInput,
    @Ctx() context: RequestContext,
  ): Promise<AdminLoginResult> {
    return context.services.auth.login(input, context.caller);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Ends the caller's session." })
  async adminLogout(@Ctx() context: RequestContext): Promise<boolean> {
    await context.services.auth.logout(requireAuth(context));
    return true;
  }

  @Authorized()
  @Query(() => Admin, { description: "The signed-in admin." })
  me(@Ctx() context: RequestContext): Admin {
    return requireAuth(context).admin;
  }

  @Authorized()
  @Mutation(() => Admin, {
    description:
      "Changes the signed-in admin's username and password; every other session of theirs ends.",
  })
  updateAdminCredentials(
    @Arg("input", () => UpdateCredentialsInput) input: UpdateCredentialsInput,
    @Ctx() context: RequestContext,
  ): Promise<Admin> {
    return context.services.auth.updateCredentials(requireAuth(context), input);
  }
}
