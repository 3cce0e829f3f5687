import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { contentSecurityPolicy, STORYBOOK_CONTENT_SECURITY_POLICY } from "./security-headers.ts";

const NOT_BUILT =
  "The web app has not been built yet: run `pnpm build`, then start the server again.\n";

/**
 * Serves the built web app: prerendered public pages as static HTML, the client-rendered admin
 * console shell for every /admin path, hashed assets with long caching (brotli or gzip files made
 * at build time when the client takes them), the design system's Storybook under /storybook/, and
 * the not-found page with a real 404 status for any other path. Resolves to what answers a path
 * that names nothing here.
 */
export async function mountWebApp(
  app: FastifyInstance,
  options: {
    distDir: string;
    storybookDir: string;
    /** DASHBOARD_URL: /login and /signup lead there when the workspace runs elsewhere. */
    dashboardUrl?: string | undefined;
  },
): Promise<(reply: FastifyReply) => unknown> {
  const distDir = path.resolve(options.distDir);
  if (!existsSync(path.join(distDir, "index.html"))) {
    const notBuilt = (reply: FastifyReply) => reply.code(503).type("text/plain").send(NOT_BUILT);
    app.setNotFoundHandler((_request, reply) => notBuilt(reply));
    return notBuilt;
  }

  const storybookDir = path.resolve(options.storybookDir);
  const hasStorybook = existsSync(path.join(storybookDir, "index.html"));
  if (hasStorybook) {
    await app.register(fastifyStatic, {
      root: storybookDir,
      prefix: "/storybook/",
      decorateReply: false,
      preCompressed: true,
      index: false,
      maxAge: "1h",
      // Its pages have an opaque origin ("null"), so their module scripts are cross-origin
      // requests: public build files, readable by anyone.
      setHeaders: (reply) =>
        reply
          .header("Content-Security-Policy", STORYBOOK_CONTENT_SECURITY_POLICY)
          .header("Access-Control-Allow-Origin", "*"),
    });
  }
  await app.register(fastifyStatic, {
    root: path.join(distDir, "assets"),
    prefix: "/assets/",
    preCompressed: true,
    immutable: true,
    maxAge: "1y",
    index: false,
  });

  const csp = contentSecurityPolicy(readInlineScriptHashes(distDir));
  const hasWorkspace = existsSync(path.join(distDir, "app", "index.html"));
  const sendPage = (reply: FastifyReply, file: string) =>
    reply
      .header("Content-Security-Policy", csp)
      .header("Cache-Control", "no-cache")
      .sendFile(path.relative(distDir, file), distDir, { maxAge: 0, cacheControl: false });

  // Held in memory: it also answers URLs no route can take (where files cannot be streamed).
  const notFoundPage = readFileSync(path.join(distDir, "404.html"));
  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .header("Content-Security-Policy", csp)
      .header("Cache-Control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(notFoundPage);
  const answer = (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split("?", 1)[0]!;
    if (request.method !== "GET" && request.method !== "HEAD") return notFound(reply);
    if (hasStorybook && /^\/storybook\/?$/.test(urlPath)) {
      return reply
        .header("Content-Security-Policy", STORYBOOK_CONTENT_SECURITY_POLICY)
        .sendFile("index.html", storybookDir, { maxAge: 0 });
    }
    // One canonical URL per page: /pricing/ → /pricing. The target is always a path on this
    // site: leading slashes and backslashes collapse, so //evil.example/ cannot become a
    // protocol-relative redirect to another host.
    if (urlPath.length > 1 && (urlPath.endsWith("/") || /^[/\\]{2}/.test(urlPath))) {
      const canonical = `/${urlPath.replace(/^[/\\]+/, "").replace(/\/+$/, "")}`;
      const query = request.url.slice(urlPath.length);
      return reply.redirect(canonical + query, 301);
    }
    if (options.dashboardUrl && (urlPath === "/login" || urlPath === "/signup")) {
      return reply.redirect(`${options.dashboardUrl}${urlPath}`, 302);
    }
    if (/^\/admin(\/.*)?$/.test(urlPath))
      return sendPage(reply, path.join(distDir, "admin", "index.html"));
    if (hasWorkspace && /^\/app(\/.*)?$/.test(urlPath))
      return sendPage(reply, path.join(distDir, "app", "index.html"));
    const file = builtFile(distDir, urlPath);
    if (file?.endsWith(".html")) return sendPage(reply, file);
    if (file) return reply.sendFile(path.relative(distDir, file), distDir, { maxAge: "1h" });
    return notFound(reply);
  };
  // Pages are not routes: whatever no API route takes falls through to here (the API plugins
  // answer their own unknown paths).
  app.setNotFoundHandler(answer);
  return notFound;
}

/** The prerendered page or the top-level file a path names, never anything outside the build. */
function builtFile(distDir: string, urlPath: string): string | undefined {
  const decoded = decodePath(urlPath);
  // A broken percent-escape names no page: the not-found page answers, not a server error.
  if (decoded === undefined || decoded.includes("\0")) return undefined;
  // Build metadata (.vite/…) is not part of the site.
  if (decoded.split("/").some((segment) => segment.startsWith("."))) return undefined;
  const page = decoded === "/" ? "index.html" : `${decoded.slice(1)}/index.html`;
  for (const relative of [page, decoded.slice(1)]) {
    if (!relative || relative.includes("..")) continue;
    const file = path.resolve(distDir, relative);
    if (!file.startsWith(distDir + path.sep)) continue;
    if (isFile(file) && (relative === page || !file.endsWith(".html"))) return file;
  }
  return undefined;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function decodePath(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

/** Hashes of inline scripts the web build emitted (see packages/web), for the page CSP. */
function readInlineScriptHashes(distDir: string): string[] {
  const file = path.join(distDir, "csp-hashes.json");
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, "utf8")) as { scriptHashes: string[] }).scriptHashes;
}
