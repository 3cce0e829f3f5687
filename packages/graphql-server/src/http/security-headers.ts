import type { RequestHandler } from "express";

/** Headers every response carries, whatever produced it. */
export const securityHeaders: RequestHandler = (req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  res.setHeader(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  );
  // Storybook's manager shows each story in a same-origin iframe; nothing else may be framed.
  res.setHeader("X-Frame-Options", req.path.startsWith("/storybook") ? "SAMEORIGIN" : "DENY");
  if (req.secure) {
    res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
  next();
};

/**
 * Content-Security-Policy for the product's own pages. Inline scripts are allowed only by hash
 * (the theme bootstrap that prevents a flash of the wrong theme).
 */
export function contentSecurityPolicy(inlineScriptHashes: string[]): string {
  const scriptSources = ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
