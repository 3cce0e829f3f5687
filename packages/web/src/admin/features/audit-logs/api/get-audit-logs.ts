import { graphql } from "../../../gql";

/** The newest entries first (the server's default page of 100). */
export const AuditLogsQuery = graphql(`
  query AuditLogs {
    auditLogs {
      id
      ...AuditLogRow_auditLog
    }
  }
`);
