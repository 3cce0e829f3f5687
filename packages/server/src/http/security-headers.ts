import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";

/**
 * Headers every response carries, whatever produced it. (A callback hook, not an async one: it
 * runs on every request, and a promise per request is measurable on the cheapest routes.)
 */
export function securityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const storybook = request.url.startsWith("/storybook");
  reply
    .header("X-Request-Id", request.id)
    .header("X-Content-Type-Options", "nosniff")
    .header("Referrer-Policy", "strict-origin-when-cross-origin")
    .header("Cross-Origin-Opener-Policy", "same-origin")
    // Storybook's sandboxed pages load its files from an opaque origin.
    .header("Cross-Origin-Resource-Policy", storybook ? "cross-origin" : "same-origin")
    .header(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    );
  // Nothing of ours may be framed, but Storybook: its manager frames each story, from an opaque
  // origin (see STORYBOOK_CONTENT_SECURITY_POLICY) that no same-origin rule can name.
  if (!storybook) reply.header("X-Frame-Options", "DENY");
  if (request.protocol === "https") {
    reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
  done();
}

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
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Storybook runs third-party-style code (every story, its addons) and must not share an origin
 * with the console, whose session token lives in this origin's storage: the `sandbox` directive
 * gives its pages an opaque origin of their own, so they can read no cookie or storage of ours
 * (and none of theirs: Storybook falls back to in-memory settings). It holds no session and can
 * act on nothing, so being framed is harmless; its manager frames its own stories.
 */
export const STORYBOOK_CONTENT_SECURITY_POLICY = [
  "sandbox allow-scripts allow-popups allow-forms allow-modals allow-downloads",
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
].join("; ");
