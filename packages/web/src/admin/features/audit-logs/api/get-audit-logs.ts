import { graphql } from "../../../gql";

/** One page of the entries a filter keeps, newest first. */
export const AuditLogPageQuery = graphql(`
  query AuditLogPage(
    $filter: AuditLogFilterInput
    $first: Int
    $after: String
    $last: Int
    $before: String
  ) {
    auditLogPage(filter: $filter, first: $first, after: $after, last: $last, before: $before) {
      items {
        id
        ...AuditLogRow_auditLog
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
    }
  }
`);
