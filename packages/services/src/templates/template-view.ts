import type { TemplateCategory, TemplateStatus, TemplateView } from "@aizapy/contracts";

export type { TemplateView };
import type { MessageTemplate } from "@aizapy/db";

export const toTemplateView = (row: MessageTemplate): TemplateView => ({
  id: row.id,
  businessId: row.businessId,
  name: row.name,
  language: row.language,
  category: row.category as TemplateCategory,
  body: row.body,
  parameterCount: row.parameterCount,
  status: row.status as TemplateStatus,
  rejectionReason: row.rejectionReason,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
