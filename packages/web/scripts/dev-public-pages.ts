// `vite` (dev) serves the public pages the way the build does: rendered on the server for each
// request, hydrated by the page's entry. Only for development; `pnpm build` prerenders them.
import type { IncomingMessage } from "node:http";
import type { Plugin, ViteDevServer } from "vite";
import type * as RenderModule from "../src/site/render.tsx";

type Render = typeof RenderModule;

function publicPathOf(request: IncomingMessage): string | undefined {
  if (request.method !== "GET" || !request.headers.accept?.includes("text/html")) return undefined;
  const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
  // Vite's own paths, source files, assets, the admin console and the workspace are not public
  // pages.
  if (
    /^\/(@|src\/|node_modules\/|admin(\/|$)|app(\/|$))/.test(pathname) ||
    /\.\w+$/.test(pathname)
  ) {
    return undefined;
  }
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

async function renderForDev(server: ViteDevServer, url: string, pathname: string) {
  const render = (await server.ssrLoadModule("/src/site/render.tsx")) as Render;
  const route =
    render.publicRoutes.find((candidate) => candidate.path === pathname) ??
    render.publicRoutes.find((candidate) => candidate.path === null)!;
  const { bodyHtml } = render.renderPage(route.id, { year: new Date().getFullYear() });
  const html = render.buildDocument({
    route,
    bodyHtml,
    assets: {
      // In development each module injects its own styles; this one brings every page's.
      stylesheets: [],
      fontPreloads: [],
      entryScript: `/src/site/entries/${route.id}.ts`,
      modulePreloads: ["/src/site/dev-styles.ts"],
    },
    themeInitScript: render.documentTheme.initScript,
    defaultThemeClassName: render.documentTheme.defaultClassName,
  });
  const withDevStyles = html.replace(
    '<link rel="modulepreload" href="/src/site/dev-styles.ts">',
    '<script type="module" src="/src/site/dev-styles.ts"></script>',
  );
  return {
    status: route.path === null ? 404 : 200,
    html: await server.transformIndexHtml(url, withDevStyles),
  };
}

export function devPublicPages(): Plugin {
  return {
    name: "aizapy:dev-public-pages",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = publicPathOf(request);
        if (!pathname) return next();
        renderForDev(server, request.url ?? "/", pathname).then(
          ({ status, html }) => {
            response.statusCode = status;
            response.setHeader("Content-Type", "text/html; charset=utf-8");
            response.end(html);
          },
          (error: unknown) => {
            server.ssrFixStacktrace(error as Error);
            next(error);
          },
        );
      });
    },
  };
}
