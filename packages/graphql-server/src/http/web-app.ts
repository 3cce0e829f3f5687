import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler, type Router } from "express";
import { contentSecurityPolicy } from "./security-headers.ts";

/**
 * Serves the built web app: prerendered public pages as static HTML, the client-rendered admin
 * console shell for every /admin path, hashed assets with long caching, and the not-found page
 * with a real 404 status for any other path.
 */
export function webAppRouter(distDir: string): Router {
  const router = express.Router();
  if (!existsSync(path.join(distDir, "index.html"))) {
    router.use((_req, res) => {
      res
        .status(503)
        .type("text/plain")
        .send(
          "The web app has not been built yet: run `pnpm build`, then start the server again.\n",
        );
    });
    return router;
  }

  const csp = contentSecurityPolicy(readInlineScriptHashes(distDir));
  const sendPage =
    (file: string, status = 200): RequestHandler =>
    (_req, res) => {
      res.status(status);
      res.setHeader("Content-Security-Policy", csp);
      res.setHeader("Cache-Control", "no-cache");
      res.sendFile(file);
    };

  router.use(
    "/assets",
    express.static(path.join(distDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      fallthrough: false,
    }),
  );
  router.get(/^\/admin(\/.*)?$/, sendPage(path.join(distDir, "admin", "index.html")));
  router.use(
    express.static(distDir, {
      index: false,
      redirect: false,
      maxAge: "1h",
      setHeaders: (res, filePath) => {
        if (!filePath.endsWith(".html")) return;
        res.setHeader("Content-Security-Policy", csp);
        res.setHeader("Cache-Control", "no-cache");
      },
    }),
  );
  router.get(/.*/, (req, res, next) => {
    // One canonical URL per page: /pricing/ → /pricing.
    if (req.path.length > 1 && req.path.endsWith("/")) {
      const query = req.originalUrl.slice(req.path.length);
      res.redirect(301, req.path.replace(/\/+$/, "") + query);
      return;
    }
    const page = prerenderedPage(distDir, req.path);
    if (page) sendPage(page)(req, res, next);
    else next();
  });
  router.use(sendPage(path.join(distDir, "404.html"), 404));
  return router;
}

function prerenderedPage(distDir: string, urlPath: string): string | undefined {
  const decoded = decodePath(urlPath);
  // A broken percent-escape names no page: the not-found page answers, not a server error.
  if (decoded === undefined) return undefined;
  const relative = decoded === "/" ? "index.html" : `${decoded.slice(1)}/index.html`;
  const file = path.resolve(distDir, relative);
  // Never serve anything outside the build, whatever the path says.
  if (!file.startsWith(distDir + path.sep) || relative.includes("..")) return undefined;
  return existsSync(file) ? file : undefined;
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
