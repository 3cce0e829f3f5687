import path from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from "vite";
import { devPublicPages } from "./scripts/dev-public-pages.ts";
import { publicRoutes } from "./src/site/routes.ts";

const packageDir = import.meta.dirname;
/** Workspace packages export their TypeScript source under this condition (tsconfig.base.json). */
const sourceCondition = "@aizapy/source";

/**
 * One hydration entry per prerendered page, plus the client-rendered admin console and business
 * workspace.
 */
const clientInputs = {
  ...Object.fromEntries(
    publicRoutes.map((route) => [`page-${route.id}`, `src/site/entries/${route.id}.ts`]),
  ),
  admin: "admin/index.html",
  app: "app/index.html",
};

/**
 * Records which source modules ended up in which chunk, so the prerender step and the budget tests
 * can prove that no public page loads console or workspace code.
 */
function chunkModulesManifest(): Plugin {
  return {
    name: "aizapy:chunk-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      // file → { module (relative to this package) → bytes it contributes, before minification }
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, info]) => [
            path.relative(packageDir, id.replace(/^\0/, "")).split(path.sep).join("/"),
            info.renderedLength,
          ]),
        );
      }
      this.emitFile({
        type: "asset",
        fileName: ".vite/chunk-modules.json",
        source: JSON.stringify(chunks, null, 2),
      });
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: packageDir,
  plugins: [
    react(),
    vanillaExtractPlugin(),
    devPublicPages(),
    ...(isSsrBuild ? [] : [chunkModulesManifest()]),
  ],
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: {
    // The prerender bundle is self-contained: it runs from build-ssr/, outside any node_modules.
    // (In development Node loads dependencies itself.)
    noExternal: command === "build" ? true : undefined,
    resolve: { conditions: [sourceCondition, ...defaultServerConditions] },
  },
  server: { proxy: { "/graphql": "http://localhost:3000", "/api": "http://localhost:3000" } },
  build: isSsrBuild
    ? {
        // Renders the public pages at build time. Its one stylesheet holds every style a public
        // page can show (islands included), so each page loads a single, shared, cached CSS file.
        outDir: "build-ssr",
        emptyOutDir: true,
        cssCodeSplit: false,
        emitAssets: true,
        assetsInlineLimit: 0,
        minify: false,
        rolldownOptions: {
          // Deferred islands are imported statically by the pages that prerender them; only the
          // client build splits them out.
          checks: { ineffectiveDynamicImport: false, bundlerTimings: false },
        },
      }
    : {
        outDir: "dist",
        emptyOutDir: true,
        manifest: true,
        // Public pages take their one stylesheet from the prerender build. One client stylesheet
        // (the admin console's) also keeps lazily loaded islands from injecting CSS of their own.
        cssCodeSplit: false,
        assetsInlineLimit: 0,
        // Public pages list their chunks as <link rel="modulepreload"> (see scripts/prerender.ts).
        modulePreload: { polyfill: false },
        rolldownOptions: {
          input: clientInputs,
          // Most of the build is vanilla-extract evaluating styles; the timing report is noise.
          checks: { bundlerTimings: false },
          output: {
            codeSplitting: {
              // React changes least often: its own long-cached chunk, shared by every page.
              groups: [
                { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              ],
            },
          },
        },
      },
}));
