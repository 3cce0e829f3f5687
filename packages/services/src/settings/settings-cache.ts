import type { PlatformSettings, PrismaClient } from "@aizapy/db";
import { getPlatformSettings } from "./get-platform-settings.ts";

/**
 * How stale the settings may be in a process that did not change them: the public site, the
 * contact form and CORS read them on every request. A change made by this process is seen at once.
 */
export const SETTINGS_CACHE_TTL_MS = 1_000;

export interface SettingsCache {
  get(): Promise<PlatformSettings>;
  /** Called after this process saved new settings. */
  invalidate(): void;
}

export function createSettingsCache(prisma: PrismaClient): SettingsCache {
  let cached: { value: Promise<PlatformSettings>; readAt: number } | undefined;
  return {
    get() {
      const now = Date.now();
      if (!cached || now - cached.readAt >= SETTINGS_CACHE_TTL_MS) {
        const value = getPlatformSettings(prisma);
        cached = { value, readAt: now };
        // A failed read is not kept: the next request asks the database again.
        value.catch(() => {
          if (cached?.value === value) cached = undefined;
        });
      }
      return cached.value;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
