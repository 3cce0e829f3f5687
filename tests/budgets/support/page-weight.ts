// What each prerendered public page makes the browser download before it is interactive: the
// scripts, modulepreloads and stylesheets its HTML references, gzip-compressed, read from the build.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  type ChunkModules,
  type ClientManifest,
  findAdminCode,
  isAdminModule,
} from "../../../packages/web/scripts/build-manifest.ts";
import { islandScriptsOf } from "../../../packages/web/src/site/document.ts";
import { outputFileOf, publicRoutes } from "../../../packages/web/src/site/routes.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "../../..");

/** The build the server serves: WEB_DIST_DIR when set (as for the server), else packages/web/dist. */
export const webDistDir = path.resolve(
  repositoryRoot,
  process.env.WEB_DIST_DIR ?? "packages/web/dist",
);

/** Budgets per public page (issues 6 and 13), in bytes after gzip. */
export const budgets = { javascript: 80 * 1000, css: 25 * 1000 } as const;

/** The admin console's first load (issue 13): its entry and what it imports statically. */
export const adminBudget = { javascript: 200 * 1000 } as const;

export interface PageWeight {
  routeId: string;
  /** URL path; the not-found page is listed as "(404)". */
  path: string;
  javascript: { files: string[]; gzipBytes: number };
  css: { files: string[]; gzipBytes: number };
  /** Admin console modules among the page's scripts (`file: module`); must stay empty. */
  adminCode: string[];
  /** Chunks of the admin console (holding its modules) that the page references; must stay empty. */
  adminChunks: string[];
  /** zod or the /v1 OpenAPI builder among the page's scripts (`file: module`); must stay empty. */
  prerenderOnlyCode: string[];
}

/**
 * What pages use only while they are prerendered: zod, and the OpenAPI document the API
 * documentation page is built from. (Forms that validate in the browser load zod on demand.)
 */
const prerenderOnlyModulePattern =
  /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?zod\/|contracts\/src\/v1-openapi\.ts$/;

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(webDistDir, file))).length;

const attributeValues = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map(([, value]) => value!.replace(/^\//, ""));

/** The admin console's chunks: reachable from its entry and holding admin modules. */
function adminChunksOf(manifest: ClientManifest, chunkModules: ChunkModules): Set<string> {
  const reachable = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || reachable.has(chunk.file)) return;
    reachable.add(chunk.file);
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(visit);
  };
  visit("admin/index.html");
  return new Set(
    [...reachable].filter((file) => Object.keys(chunkModules[file] ?? {}).some(isAdminModule)),
  );
}

export function measurePageWeights(): PageWeight[] {
  const manifestFile = path.join(webDistDir, ".vite/manifest.json");
  if (!existsSync(manifestFile)) {
    throw new Error(`No build at ${webDistDir}: run \`pnpm --filter @aizapy/web build\` first.`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as ClientManifest;
  const chunkModules = JSON.parse(
    readFileSync(path.join(webDistDir, ".vite/chunk-modules.json"), "utf8"),
  ) as ChunkModules;

  const adminChunks = adminChunksOf(manifest, chunkModules);

  return publicRoutes.map((route) => {
    const html = readFileSync(path.join(webDistDir, outputFileOf(route)), "utf8");
    // The island scripts the page starts once it has loaded: first-load code all the same.
    const islandScripts = islandScriptsOf(html);
    const scripts = islandScripts
      ? [islandScripts.entry, ...islandScripts.preloads].map((file) => file.replace(/^\//, ""))
      : [];
    const stylesheets = attributeValues(html, /<link rel="stylesheet" href="([^"]+)"/g);
    const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);
    return {
      routeId: route.id,
      path: route.path ?? "(404)",
      javascript: { files: scripts, gzipBytes: sum(scripts) },
      css: { files: stylesheets, gzipBytes: sum(stylesheets) },
      adminCode: findAdminCode(scripts, chunkModules),
      adminChunks: scripts.filter((file) => adminChunks.has(file)),
      prerenderOnlyCode: scripts.flatMap((file) =>
        Object.keys(chunkModules[file] ?? {})
          .filter((module) => prerenderOnlyModulePattern.test(module))
          .map((module) => `${file}: ${module}`),
      ),
    };
  });
}

export interface AdminFirstLoad {
  /** The scripts the console's HTML loads before it can render anything. */
  files: string[];
  gzipBytes: number;
  /** Modules of the charting library among them (charts must load with the screen showing them). */
  chartModules: string[];
}

/** The charting library and the design system's charts built on it. */
const chartModulePattern =
  /node_modules\/(\.pnpm\/)?(recharts|d3-)|design-system\/src\/(charts|components\/(LineChart|BarChart))\//;

/** What the admin console's shell (admin/index.html) loads: its entry and its static imports. */
export function measureAdminFirstLoad(): AdminFirstLoad {
  const html = readFileSync(path.join(webDistDir, "admin/index.html"), "utf8");
  const chunkModules = JSON.parse(
    readFileSync(path.join(webDistDir, ".vite/chunk-modules.json"), "utf8"),
  ) as ChunkModules;
  const files = [
    ...attributeValues(html, /<script type="module"[^>]* src="([^"]+)"/g),
    ...attributeValues(html, /<link rel="modulepreload"[^>]* href="([^"]+)"/g),
  ];
  return {
    files,
    gzipBytes: files.reduce((total, file) => total + gzipSize(file), 0),
    chartModules: files.flatMap((file) =>
      Object.keys(chunkModules[file] ?? {})
        .filter((module) => chartModulePattern.test(module))
        .map((module) => `${file}: ${module}`),
    ),
  };
}

export const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
