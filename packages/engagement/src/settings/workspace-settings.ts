import {
  WORKSPACE_SETTINGS_DEFAULTS,
  workspaceSettingsSchema,
  type Sql,
  type WorkspaceSettings,
} from "@aizapy/contracts";
import { parseInput } from "../parse-input.ts";

const READ = `SELECT "quietHours", "marketingFrequencyCap", "optOutKeywords", "optInKeywords"
  FROM workspace_settings WHERE "businessId" = $1`;

const WRITE = `
  INSERT INTO workspace_settings ("businessId", "quietHours", "marketingFrequencyCap",
    "optOutKeywords", "optInKeywords", "updatedAt")
  VALUES ($1, $2::jsonb, $3::jsonb, $4::text[], $5::text[], $6)
  ON CONFLICT ("businessId") DO UPDATE SET "quietHours" = EXCLUDED."quietHours",
    "marketingFrequencyCap" = EXCLUDED."marketingFrequencyCap",
    "optOutKeywords" = EXCLUDED."optOutKeywords", "optInKeywords" = EXCLUDED."optInKeywords",
    "updatedAt" = EXCLUDED."updatedAt"`;

/** A workspace's rules as stored, or the defaults until it changed them. */
export async function readWorkspaceSettings(
  db: Sql,
  businessId: string,
): Promise<WorkspaceSettings> {
  const [row] = await db.query<WorkspaceSettings>(READ, [businessId]);
  return row ?? WORKSPACE_SETTINGS_DEFAULTS;
}

/** Quiet hours, the marketing frequency cap and the consent keywords of each workspace. */
export function createWorkspaceSettings(sql: Sql, clock: { now(): Date }) {
  return {
    get: (businessId: string) => readWorkspaceSettings(sql, businessId),

    /** Replaces the workspace's rules with `input` (every field), answering what is stored. */
    async put(businessId: string, input: unknown): Promise<WorkspaceSettings> {
      const settings = parseInput(workspaceSettingsSchema, input);
      await sql.query(WRITE, [
        businessId,
        settings.quietHours && JSON.stringify(settings.quietHours),
        settings.marketingFrequencyCap && JSON.stringify(settings.marketingFrequencyCap),
        settings.optOutKeywords,
        settings.optInKeywords,
        clock.now(),
      ]);
      return settings;
    },
  };
}

export type WorkspaceSettingsService = ReturnType<typeof createWorkspaceSettings>;
