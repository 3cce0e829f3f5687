import {
  AppError,
  createTemplateInputSchema,
  templatePlaceholderCount,
  type TemplateStatus,
} from "@aizapy/contracts";
import { openSecret, submitTemplateToMeta, uuidv7 } from "@aizapy/messaging";
import { isUniqueViolation } from "@aizapy/db";
import type { PrismaClient } from "@aizapy/db";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { getBusiness } from "../businesses/get-business.ts";
import { validateInput } from "../validate.ts";
import { toTemplateView, type TemplateView } from "./template-view.ts";

export interface TemplateServiceOptions {
  appSecret: string;
  graphUrl: string;
}

const duplicate = () =>
  new AppError("conflict", "This business already has a template with this name and language", {
    fieldErrors: [
      { path: "name", message: "A template with this name and language already exists" },
    ],
  });

/**
 * Adds a message template. Through the sandbox it is approved at once; a business on Meta's
 * WhatsApp Cloud API submits it for Meta's review and it stays pending until Meta's callback.
 */
export async function createTemplate(
  prisma: PrismaClient,
  actor: Actor,
  options: TemplateServiceOptions,
  businessId: string,
  input: unknown,
): Promise<TemplateView> {
  const data = validateInput(createTemplateInputSchema, input);
  const parameterCount = templatePlaceholderCount(data.body)!;
  const business = await getBusiness(prisma, businessId);
  const existing = await prisma.messageTemplate.findUnique({
    where: { businessId_name_language: { businessId, name: data.name, language: data.language } },
    select: { id: true },
  });
  if (existing) throw duplicate();

  const config = await prisma.apiConfig.findFirst({
    where: { businessId, isActive: true },
    orderBy: { createdAt: "desc" },
  });
  let status: TemplateStatus = "approved";
  let providerTemplateId: string | null = null;
  if (config?.provider === "whatsapp-cloud") {
    const accessToken = openSecret(config.apiKey, options.appSecret);
    if (!accessToken || !config.businessAccountId) {
      throw new AppError("conflict", "The business's WhatsApp Cloud API settings are incomplete.");
    }
    const submitted = await submitTemplateToMeta(
      options.graphUrl,
      { businessAccountId: config.businessAccountId, accessToken },
      { ...data, parameterCount },
    );
    if (!submitted.ok) throw new AppError("conflict", submitted.message);
    status = submitted.status;
    providerTemplateId = submitted.providerTemplateId;
  }

  try {
    return await prisma.$transaction(async (tx) => {
      const row = await tx.messageTemplate.create({
        data: {
          id: uuidv7(),
          businessId,
          name: data.name,
          language: data.language,
          category: data.category,
          body: data.body,
          parameterCount,
          status,
          providerTemplateId,
        },
      });
      await recordAudit(tx, actor, {
        action: "template_created",
        targetType: "template",
        targetId: row.id,
        details: `Added template ${data.name} (${data.language}, ${data.category}) for ${business.name}: ${status}`,
      });
      return toTemplateView(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}
