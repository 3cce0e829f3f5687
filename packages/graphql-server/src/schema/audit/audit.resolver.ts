import { Arg, Authorized, Ctx, Int, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.ts";
import {
  AUDIT_LOG_PAGE_DEFAULT,
  AUDIT_LOG_PAGE_MAX,
} from "../../services/audit/list-audit-logs.ts";
import { AuditLog } from "./audit-log.type.ts";

@Resolver()
export class AuditResolver {
  @Authorized()
  @Query(() => [AuditLog], { description: "The newest entries first." })
  auditLogs(
    @Arg("limit", () => Int, {
      defaultValue: AUDIT_LOG_PAGE_DEFAULT,
      description: `At most ${AUDIT_LOG_PAGE_MAX}.`,
    })
    limit: number,
    @Ctx() { services }: RequestContext,
  ): Promise<AuditLog[]> {
    return services.audit.list({ limit });
  }
}
