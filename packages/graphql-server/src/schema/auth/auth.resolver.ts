import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { requireAuth, type RequestContext } from "../../context.ts";
import { loginAdmin } from "../../services/auth/login-admin.ts";
import { logoutAdmin } from "../../services/auth/logout-admin.ts";
import { updateAdminCredentials } from "../../services/auth/update-admin-credentials.ts";
import { Admin, AdminLoginResult } from "./admin.type.ts";
import { AdminLoginInput, UpdateCredentialsInput } from "./auth.input.ts";

const loginLimits = ({ config }: RequestContext) => ({
  maxFailuresPerUser: config.limits.loginMaxFailuresPerUser,
  maxFailuresPerAddress: config.limits.loginMaxFailuresPerAddress,
  windowMinutes: config.limits.loginThrottleWindowMinutes,
});

@Resolver()
export class AuthResolver {
  @Mutation(() => AdminLoginResult, {
    description: "Signs an admin in. Throttled per username and per address.",
  })
  adminLogin(
    @Arg("input", () => AdminLoginInput) input: AdminLoginInput,
    @Ctx() context: RequestContext,
  ): Promise<AdminLoginResult> {
    return loginAdmin(context.prisma, input, {
      clientAddress: context.clientAddress,
      limits: loginLimits(context),
    });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Ends the caller's session." })
  async adminLogout(@Ctx() context: RequestContext): Promise<boolean> {
    await logoutAdmin(context.prisma, requireAuth(context));
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
    return updateAdminCredentials(context.prisma, requireAuth(context), input, {
      clientAddress: context.clientAddress,
      limits: loginLimits(context),
    });
  }
}
