// The prerender bundle (vite build --ssr): renders each public page to HTML at build time.
import { ThemeProvider, themeClassNames, themeInitScript } from "@aizapy/design-system";
import { createElement } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { islandIdentifierPrefix } from "./islands/define-island";
import { IslandCollector, islandPlaceholderPattern, type PendingIsland } from "./islands/Island";
import { IslandRoot } from "./islands/IslandRoot";
import { SiteLayout } from "./layout/SiteLayout";
import { pages } from "./pages";
import { findPublicRoute, type PublicRouteId } from "./routes";

export { buildDocument } from "./document";
export { outputFileOf, publicRoutes } from "./routes";

export interface RenderedPage {
  /** The `<body>` content. */
  bodyHtml: string;
  /** Names of the islands on the page, in order. */
  islandNames: string[];
}

/**
 * Renders a page: the layout and copy as static markup, each island as its own hydratable root
 * (with its own `useId` prefix, matching `hydrateIslands`).
 */
export function renderPage(id: PublicRouteId, { year }: { year: number }): RenderedPage {
  const route = findPublicRoute(id);
  const { Page, islands: hydratedIslands } = pages[id];
  const collected: PendingIsland[] = [];
  const staticHtml = renderToStaticMarkup(
    // ThemeProvider also brings the design system's global styles (fonts, reset) into the build.
    <ThemeProvider>
      <IslandCollector value={collected}>
        <SiteLayout currentPath={route.path} year={year}>
          <Page />
        </SiteLayout>
      </IslandCollector>
    </ThemeProvider>,
  );

  const hydratedNames = new Set(hydratedIslands.map((island) => island.name));
  for (const { island } of collected) {
    if (!hydratedNames.has(island.name)) {
      throw new Error(
        `The "${id}" page renders the "${island.name}" island but its entry does not hydrate it: add it to the page's island list.`,
      );
    }
  }

  const bodyHtml = staticHtml.replace(islandPlaceholderPattern, (_match, index: string) => {
    const { island, props } = collected[Number(index)]!;
    const tree = createElement(IslandRoot, null, createElement(island.Component, props as never));
    return renderToString(tree, {
      identifierPrefix: islandIdentifierPrefix(Number(index)),
    });
  });
  return { bodyHtml, islandNames: collected.map(({ island }) => island.name) };
}

/** Theme bootstrap for the document head, and the class `<html>` carries without scripts. */
export const documentTheme = {
  initScript: themeInitScript,
  defaultClassName: themeClassNames.light,
};
