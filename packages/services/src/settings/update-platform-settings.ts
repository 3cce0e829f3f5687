import type { PlatformSettings, PrismaClient } from "@aizapy/db";
import { platformSettingsInputSchema } from "@aizapy/contracts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { validateInput } from "../validate.ts";
import { GLOBAL_SETTINGS_ID } from "./get-platform-settings.ts";

const onOff = (value: boolean) => (value ? "on" : "off");

function describeChanges(
  before: PlatformSettings,
  after: Omit<PlatformSettings, "id" | "updatedAt">,
): string {
  const changes: string[] = [];
  if (before.maintenanceMode !== after.maintenanceMode)
    changes.push(`Maintenance Mode ${onOff(after.maintenanceMode)}`);
  if (before.signupEnabled !== after.signupEnabled)
    changes.push(`New User Signup ${onOff(after.signupEnabled)}`);
  if (before.allowedOrigins.join(",") !== after.allowedOrigins.join(",")) {
    changes.push(
      `allowed origins set to ${after.allowedOrigins.length ? after.allowedOrigins.join(", ") : "none"}`,
    );
  }
  return changes.length
    ? `Updated platform settings: ${changes.join("; ")}`
    : "Saved platform settings without changes";
}

/** Replaces the whole settings object: the console sends all of it with one flag changed. */
export async function updatePlatformSettings(
  prisma: PrismaClient,
  actor: Actor,
  input: unknown,
  now = new Date(),
): Promise<PlatformSettings> {
  const settings = validateInput(platformSettingsInputSchema, input);
  return prisma.$transaction(async (tx) => {
    const before = await tx.platformSettings.upsert({
      where: { id: GLOBAL_SETTINGS_ID },
      create: { id: GLOBAL_SETTINGS_ID },
      update: {},
    });
    const saved = await tx.platformSettings.update({
      where: { id: GLOBAL_SETTINGS_ID },
      data: { ...settings, updatedAt: now },
    });
    await recordAudit(
      tx,
      actor,
      {
        action: "update",
        targetType: "platform_settings",
        targetId: GLOBAL_SETTINGS_ID,
        details: describeChanges(before, settings),
      },
      now,
    );
    return saved;
  });
}
