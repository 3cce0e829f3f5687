// Build step 3 of 3 (after the client and SSR builds): writes every public page as static HTML into
// dist/, with its stylesheet, font preload, hydration entry and modulepreload links; then the
// sitemap, robots.txt and the CSP hashes of inline scripts that the server reads.
import { createHash } from "node:crypto";
import { cpSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { absoluteUrl } from "../src/site/config/site.ts";
import type { PageAssets } from "../src/site/document.ts";
import type * as RenderModule from "../src/site/render.tsx";
import type { PublicRoute } from "../src/site/routes.ts";
import {
  type ChunkModules,
  type ClientManifest,
  chunkClosure,
  findAdminCode,
} from "./build-manifest.ts";

const packageDir = path.resolve(import.meta.dirname, "..");
const distDir = path.join(packageDir, "dist");
const ssrDir = path.join(packageDir, "build-ssr");

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T;

const render = (await import(
  pathToFileURL(path.join(ssrDir, "render.js")).href
)) as typeof RenderModule;
const manifest = readJson<ClientManifest>(path.join(distDir, ".vite/manifest.json"));
const chunkModules = readJson<ChunkModules>(path.join(distDir, ".vite/chunk-modules.json"));

// The SSR build's one stylesheet, and the fonts and images it and the pages reference (its
// JavaScript chunks are for prerendering only).
cpSync(path.join(ssrDir, "assets"), path.join(distDir, "assets"), {
  recursive: true,
  filter: (source) => !source.endsWith(".js"),
});
const ssrAssets = readdirSync(path.join(ssrDir, "assets"));
const stylesheet = ssrAssets.find((file) => /^style-[\w-]+\.css$/.test(file));
if (!stylesheet) throw new Error("The SSR build emitted no stylesheet");
const css = readFileSync(path.join(ssrDir, "assets", stylesheet), "utf8");
// Latin Inter is the only font the first paint needs; other scripts load with their text.
const latinFont = /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2/.exec(css)?.[0];
if (!latinFont) throw new Error("The stylesheet does not reference the Latin Inter font");

function assetsOf(route: PublicRoute): PageAssets {
  const entryKey = `src/site/entries/${route.id}.ts`;
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`No client entry ${entryKey} in the build manifest`);
  const files = chunkClosure(manifest, entryKey);
  const adminCode = findAdminCode(files, chunkModules);
  if (adminCode.length > 0) {
    throw new Error(
      `The ${route.id} page would load console or workspace code: ${adminCode.join(", ")}`,
    );
  }
  return {
    stylesheets: [`/assets/${stylesheet}`],
    fontPreloads: [latinFont!],
    entryScript: `/${entry.file}`,
    modulePreloads: files.filter((file) => file !== entry.file).map((file) => `/${file}`),
  };
}

const year = new Date().getFullYear();
for (const route of render.publicRoutes) {
  const { bodyHtml } = render.renderPage(route.id, { year });
  const html = render.buildDocument({
    route,
    bodyHtml,
    assets: assetsOf(route),
    themeInitScript: render.documentTheme.initScript,
    defaultThemeClassName: render.documentTheme.defaultClassName,
  });
  const file = path.join(distDir, render.outputFileOf(route));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}

// The admin console's and the workspace's shells get the same theme bootstrap (they are
// client-rendered).
for (const shell of ["admin", "app"]) {
  const shellHtmlFile = path.join(distDir, shell, "index.html");
  const shellHtml = readFileSync(shellHtmlFile, "utf8")
    .replace(
      /<!--\s*aizapy:theme-init[^>]*-->/,
      `<script>${render.documentTheme.initScript}</script>`,
    )
    .replace(
      /<html lang="en">/,
      `<html lang="en" class="${render.documentTheme.defaultClassName}">`,
    );
  writeFileSync(shellHtmlFile, shellHtml);
}

// The server allows inline scripts by hash only (Content-Security-Policy).
const scriptHashes = new Set<string>();
const htmlFiles = readdirSync(distDir, { recursive: true, encoding: "utf8" }).filter((file) =>
  file.endsWith(".html"),
);
for (const file of htmlFiles) {
  const html = readFileSync(path.join(distDir, file), "utf8");
  for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    scriptHashes.add(`sha256-${createHash("sha256").update(body!).digest("base64")}`);
  }
}
writeFileSync(
  path.join(distDir, "csp-hashes.json"),
  `${JSON.stringify({ scriptHashes: [...scriptHashes] }, null, 2)}\n`,
);

const sitemapUrls = render.publicRoutes
  .filter((route) => route.inSitemap && route.path !== null)
  .map((route) => `  <url><loc>${absoluteUrl(route.path!)}</loc></url>`);
writeFileSync(
  path.join(distDir, "sitemap.xml"),
  [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...sitemapUrls,
    `</urlset>`,
    ``,
  ].join("\n"),
);
writeFileSync(
  path.join(distDir, "robots.txt"),
  `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /app\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`,
);

process.stdout.write(
  `Prerendered ${render.publicRoutes.length} pages, ${scriptHashes.size} inline script hash(es), sitemap.xml and robots.txt into ${path.relative(process.cwd(), distDir)}/\n`,
);
