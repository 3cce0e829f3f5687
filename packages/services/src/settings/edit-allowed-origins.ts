import {
  AppError,
  type ErrorCode,
  MAX_ALLOWED_ORIGINS,
  allowedOriginInputSchema,
  notFound,
} from "@aizapy/contracts";
import type { PlatformSettings, PrismaClient } from "@aizapy/db";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { validateInput } from "../validate.ts";
import { GLOBAL_SETTINGS_ID } from "./get-platform-settings.ts";

const originError = (code: ErrorCode, message: string) =>
  new AppError(code, message, { fieldErrors: [{ path: "origin", message }] });

/**
 * Adds or removes one allowed origin without touching the other settings. The row is locked while
 * the list changes, so two operators adding at once both land.
 */
async function editAllowedOrigins(
  prisma: PrismaClient,
  actor: Actor,
  input: unknown,
  change: "add" | "remove",
  now: Date,
): Promise<PlatformSettings> {
  const { origin } = validateInput(allowedOriginInputSchema, input);
  return prisma.$transaction(async (tx) => {
    await tx.platformSettings.upsert({
      where: { id: GLOBAL_SETTINGS_ID },
      create: { id: GLOBAL_SETTINGS_ID },
      update: {},
    });
    const [current] = await tx.$queryRaw<{ allowedOrigins: string[] }[]>`
      SELECT "allowedOrigins" FROM platform_settings WHERE id = ${GLOBAL_SETTINGS_ID} FOR UPDATE`;
    const origins = current?.allowedOrigins ?? [];
    const present = origins.includes(origin);
    if (change === "add" && present) throw originError("conflict", `${origin} is already allowed`);
    if (change === "add" && origins.length >= MAX_ALLOWED_ORIGINS)
      throw originError("invalid_request", `At most ${MAX_ALLOWED_ORIGINS} allowed origins`);
    if (change === "remove" && !present) throw notFound("Allowed origin");
    const saved = await tx.platformSettings.update({
      where: { id: GLOBAL_SETTINGS_ID },
      data: {
        allowedOrigins:
          change === "add" ? [...origins, origin] : origins.filter((kept) => kept !== origin),
        updatedAt: now,
      },
    });
    await recordAudit(
      tx,
      actor,
      {
        action: "update",
        targetType: "platform_settings",
        targetId: GLOBAL_SETTINGS_ID,
        details:
          change === "add" ? `Allowed origin ${origin} added` : `Allowed origin ${origin} removed`,
      },
      now,
    );
    return saved;
  });
}

export const addAllowedOrigin = (
  prisma: PrismaClient,
  actor: Actor,
  input: unknown,
  now = new Date(),
) => editAllowedOrigins(prisma, actor, input, "add", now);

export const removeAllowedOrigin = (
  prisma: PrismaClient,
  actor: Actor,
  input: unknown,
  now = new Date(),
) => editAllowedOrigins(prisma, actor, input, "remove", now);
