import type { Db, PlatformSettings } from "@aizapy/db";

export const GLOBAL_SETTINGS_ID = "global";

/**
 * The single settings row. A migration creates it; should it ever be deleted, the first read
 * puts the defaults back. Read on every public page, so the usual path is one plain select.
 */
export async function getPlatformSettings(db: Db): Promise<PlatformSettings> {
  return (
    (await db.platformSettings.findUnique({ where: { id: GLOBAL_SETTINGS_ID } })) ??
    db.platformSettings.upsert({
      where: { id: GLOBAL_SETTINGS_ID },
      create: { id: GLOBAL_SETTINGS_ID },
      update: {},
    })
  );
}
