/**
 * Renders every story with react-dom/server in plain Node (no window, document or localStorage),
 * the way the marketing site is prerendered. Any component that touches a browser global while
 * rendering fails here. Run: pnpm --filter @aizapy/design-system check:ssr
 */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import type { composeStories as ComposeStories } from "@storybook/react-vite";
import { createServer } from "vite";

const packageDir = fileURLToPath(new URL("..", import.meta.url));

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(path);
    return entry.name.endsWith(".stories.tsx") ? [path] : [];
  });
}

for (const global of ["window", "document", "localStorage", "matchMedia"]) {
  if (global in globalThis) throw new Error(`Expected a server-like Node without "${global}"`);
}

const server = await createServer({
  root: packageDir,
  configFile: false,
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false },
  plugins: [vanillaExtractPlugin()],
  optimizeDeps: { noDiscovery: true, include: [] },
});

let rendered = 0;
const failures: string[] = [];
try {
  const { renderToString } = await import("react-dom/server");
  const { createElement } = await import("react");
  const { composeStories } = (await server.ssrLoadModule("@storybook/react-vite")) as {
    composeStories: typeof ComposeStories;
  };
  const { ThemeProvider } = await server.ssrLoadModule("/src/providers/ThemeProvider.tsx");
  const { ToastProvider } = await server.ssrLoadModule("/src/providers/ToastProvider.tsx");

  for (const file of storyFiles(join(packageDir, "src"))) {
    const name = relative(packageDir, file);
    const stories = composeStories(
      (await server.ssrLoadModule(file)) as Parameters<typeof ComposeStories>[0],
    );
    for (const [storyName, Story] of Object.entries(stories)) {
      try {
        const html = renderToString(
          createElement(
            ThemeProvider,
            null,
            createElement(ToastProvider, null, createElement(Story as never)),
          ),
        );
        if (html.length === 0) throw new Error("rendered nothing");
        rendered += 1;
      } catch (error) {
        failures.push(
          `${name} › ${storyName}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
} finally {
  await server.close();
}

if (failures.length > 0) {
  console.error(`Server rendering failed for ${failures.length} stories:\n${failures.join("\n")}`);
  process.exit(1);
}
process.stdout.write(`Rendered ${rendered} stories on the server without browser globals.\n`);
