import { z } from "zod";

export const MAX_ALLOWED_ORIGINS = 50;

/** A browser origin: scheme, host and optional port, nothing else (no path, query or slash). */
export function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value;
}

export const platformSettingsInputSchema = z.object({
  maintenanceMode: z.boolean("Maintenance mode must be true or false"),
  signupEnabled: z.boolean("New user signup must be true or false"),
  allowedOrigins: z
    .array(
      z
        .string("Each allowed origin must be a full origin such as https://example.com")
        .trim()
        .refine(isOrigin, "Each allowed origin must be a full origin such as https://example.com"),
      "Allowed origins must be a list of origins",
    )
    .max(MAX_ALLOWED_ORIGINS, `At most ${MAX_ALLOWED_ORIGINS} allowed origins`)
    .transform((origins) => [...new Set(origins)]),
});
export type PlatformSettingsInput = z.input<typeof platformSettingsInputSchema>;
