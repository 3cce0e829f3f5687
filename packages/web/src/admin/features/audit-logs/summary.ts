export interface AuditLogSummaryFields {
  action: string;
  details: string | null;
  targetType: string | null;
}

/** The details, or "{action} performed on {targetType}"; "{action} performed" without a target. */
export function auditLogSummary({ action, details, targetType }: AuditLogSummaryFields): string {
  if (details?.trim()) return details;
  return targetType ? `${action} performed on ${targetType}` : `${action} performed`;
}
