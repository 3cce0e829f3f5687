import { Arg, Args, Authorized, Ctx, Int, Query, Resolver } from "type-graphql";
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, type Page } from "@aizapy/contracts";
import type { RequestContext } from "../../context.ts";
import { definedOnly } from "../defined-only.ts";
import { PageArgs } from "../pagination.type.ts";
import { AuditLogFilterInput, AuditLogPage } from "./audit-log-page.type.ts";
import { AuditLog } from "./audit-log.type.ts";

@Resolver()
export class AuditResolver {
  @Authorized()
  @Query(() => [AuditLog], { description: "The newest entries first." })
  auditLogs(
    @Arg("limit", () => Int, {
      defaultValue: LIST_LIMIT_DEFAULT,
      description: `At most ${LIST_LIMIT_MAX}.`,
    })
    limit: number,
    @Ctx() { services }: RequestContext,
  ): Promise<AuditLog[]> {
    return services.audit.list({ limit });
  }

  @Authorized()
  @Query(() => AuditLogPage, {
    description: "Entries a filter keeps, newest first, a page at a time.",
  })
  auditLogPage(
    @Arg("filter", () => AuditLogFilterInput, { nullable: true })
    filter: AuditLogFilterInput | undefined,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() { services }: RequestContext,
  ): Promise<Page<AuditLog>> {
    return services.audit.page(definedOnly(filter), definedOnly(page));
  }
}
