import { Arg, Args, Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { Page } from "@aizapy/contracts";
import type { RequestContext } from "../context.ts";
import { definedOnly } from "../defined-only.ts";
import { ListLimitArgs, PageArgs } from "../pagination.type.ts";
import { AuditLogFilterInput, AuditLogPage } from "./audit-log-page.type.ts";
import { AuditLog } from "./audit-log.type.ts";

@Resolver()
export class AuditResolver {
  @Authorized()
  @Query(() => [AuditLog], { description: "The newest entries first." })
  auditLogs(
    @Args(() => ListLimitArgs) { limit }: ListLimitArgs,
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
