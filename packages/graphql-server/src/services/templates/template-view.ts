import type { TemplateCategory, TemplateStatus } from "@aizapy/contracts";
import type { MessageTemplate } from "../../db/prisma-client.ts";

export interface TemplateView {
  id: string;
  businessId: string;
  name: string;
  language: string;
  category: TemplateCategory;
  body: string;
  parameterCount: number;
  status: TemplateStatus;
  rejectionReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

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
