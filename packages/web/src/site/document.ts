import { absoluteUrl, site } from "./config/site.ts";
import { HELD_SUBMIT_ATTRIBUTE, ISLANDS_STARTED_ATTRIBUTE } from "./islands/held-submits.ts";
import type { PublicRoute } from "./routes.ts";

/** What a prerendered page loads, from the client build's manifest and the SSR stylesheet. */
export interface PageAssets {
  /** Render-blocking stylesheets (the one public stylesheet). */
  stylesheets: readonly string[];
  /** Fonts the first paint needs. */
  fontPreloads: readonly string[];
  /** The page's hydration entry, started once the page has loaded; `null` without islands. */
  entryScript: string | null;
  /** Every chunk the entry imports statically, fetched in parallel with it. */
  modulePreloads: readonly string[];
}

export interface DocumentOptions {
  route: PublicRoute;
  /** The prerendered `<body>` content. */
  bodyHtml: string;
  assets: PageAssets;
  /** Applies the stored or system theme to `<html>` before the first paint. */
  themeInitScript: string;
  /** The theme class `<html>` carries when scripts do not run (the light theme). */
  defaultThemeClassName: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The head tags of a route: title, description, canonical URL, Open Graph and Twitter cards. */
export function headTags(route: PublicRoute): string[] {
  const title = escapeHtml(route.title);
  const description = escapeHtml(route.description);
  const tags = [`<title>${title}</title>`, `<meta name="description" content="${description}">`];
  if (route.path === null) {
    tags.push(`<meta name="robots" content="noindex">`);
  } else {
    const url = absoluteUrl(route.path);
    tags.push(
      `<link rel="canonical" href="${url}">`,
      `<meta property="og:type" content="${route.path === "/" ? "website" : "article"}">`,
      `<meta property="og:site_name" content="${site.name}">`,
      `<meta property="og:locale" content="${site.locale}">`,
      `<meta property="og:url" content="${url}">`,
      `<meta property="og:title" content="${title}">`,
      `<meta property="og:description" content="${description}">`,
      `<meta property="og:image" content="${absoluteUrl(site.ogImage.path)}">`,
      `<meta property="og:image:width" content="${site.ogImage.width}">`,
      `<meta property="og:image:height" content="${site.ogImage.height}">`,
      `<meta property="og:image:alt" content="${escapeHtml(site.ogImage.alt)}">`,
      `<meta name="twitter:card" content="summary_large_image">`,
      `<meta name="twitter:title" content="${title}">`,
      `<meta name="twitter:description" content="${description}">`,
      `<meta name="twitter:image" content="${absoluteUrl(site.ogImage.path)}">`,
    );
  }
  return tags;
}

/**
 * Starts the page's islands once the page has loaded: the text, stylesheet and fonts of the first
 * paint never share the connection with island code, which the page does not need to be read.
 * The entry and every chunk it imports are then fetched in parallel (`modulepreload`). The same
 * text on every page (the paths are in its attributes), so one CSP hash allows it everywhere.
 *
 * Until the entry has run, a form inside an island that is submitted is held (marked, not sent):
 * the browser's own submission would put what the visitor typed in the address bar and send
 * nothing. `hydrateIslands` submits held forms again once the islands can handle them.
 */
export const islandLoaderScript = [
  "(()=>{",
  "const{entry,preload}=document.currentScript.dataset;",
  'addEventListener("submit",e=>{',
  `if(!document.documentElement.hasAttribute("${ISLANDS_STARTED_ATTRIBUTE}")&&e.target.closest("[data-island]")){`,
  `e.preventDefault();e.target.setAttribute("${HELD_SUBMIT_ATTRIBUTE}","")}},true);`,
  "const start=()=>{",
  'for(const href of preload.split(" ").filter(Boolean)){',
  'const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}',
  "import(entry)};",
  'document.readyState==="complete"?start():addEventListener("load",start,{once:true})',
  "})()",
].join("");

/** The island entry and the chunks a page's loader script starts (see `islandLoaderScript`). */
export function islandScriptsOf(html: string): { entry: string; preloads: string[] } | null {
  const match = /<script data-entry="([^"]+)" data-preload="([^"]*)">/.exec(html);
  if (!match) return null;
  return { entry: match[1]!, preloads: match[2]!.split(" ").filter(Boolean) };
}

/** A complete prerendered HTML document. */
export function buildDocument({
  route,
  bodyHtml,
  assets,
  themeInitScript,
  defaultThemeClassName,
}: DocumentOptions): string {
  const head = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    ...headTags(route),
    `<meta name="theme-color" content="${site.themeColor}">`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
    `<link rel="apple-touch-icon" href="/apple-touch-icon.png">`,
    // Before the stylesheet: the first frame is already in the visitor's theme.
    `<script>${themeInitScript}</script>`,
    ...assets.fontPreloads.map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...(assets.entryScript
      ? [
          `<script data-entry="${assets.entryScript}" data-preload="${assets.modulePreloads.join(" ")}">${islandLoaderScript}</script>`,
        ]
      : []),
  ];
  return [
    `<!doctype html>`,
    `<html lang="en" class="${defaultThemeClassName}">`,
    `<head>`,
    ...head,
    `</head>`,
    `<body>`,
    bodyHtml,
    `</body>`,
    `</html>`,
    ``,
  ].join("\n");
}
