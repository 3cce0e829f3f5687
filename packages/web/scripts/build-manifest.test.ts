import { describe, expect, it } from "vitest";
import { chunkClosure, findAdminCode, isAdminModule } from "./build-manifest";

describe("chunkClosure", () => {
  it("lists the entry and every chunk it imports statically, each once, but no lazy chunks", () => {
    const manifest = {
      "entry.ts": {
        file: "assets/entry.js",
        imports: ["_a.js", "_b.js"],
        dynamicImports: ["lazy.ts"],
      },
      "_a.js": { file: "assets/a.js", imports: ["_b.js"] },
      "_b.js": { file: "assets/b.js" },
      "lazy.ts": { file: "assets/lazy.js" },
    };
    expect(chunkClosure(manifest, "entry.ts")).toEqual([
      "assets/entry.js",
      "assets/a.js",
      "assets/b.js",
    ]);
  });
});

describe("admin code detection", () => {
  it("recognises the console's and the workspace's modules, what they share, Apollo Client and react-router", () => {
    expect(isAdminModule("src/admin/main.tsx")).toBe(true);
    expect(isAdminModule("src/app/main.tsx")).toBe(true);
    expect(isAdminModule("src/shared/lib/apollo.ts")).toBe(true);
    expect(
      isAdminModule(
        "../../node_modules/.pnpm/@apollo+client@4.3.8/node_modules/@apollo/client/core/index.js",
      ),
    ).toBe(true);
    expect(
      isAdminModule(
        "../../node_modules/.pnpm/react-router@7.18.5/node_modules/react-router/dist/index.mjs",
      ),
    ).toBe(true);
    expect(isAdminModule("src/site/entries/home.ts")).toBe(false);
    expect(isAdminModule("../design-system/src/components/Button/Button.tsx")).toBe(false);
  });

  it("names the admin modules inside the given chunks", () => {
    const chunkModules = {
      "assets/page.js": { "src/site/entries/home.ts": 80 },
      "assets/mixed.js": { "src/admin/main.tsx": 120, "src/site/lib/graphql-request.ts": 40 },
    };
    expect(findAdminCode(["assets/page.js"], chunkModules)).toEqual([]);
    expect(findAdminCode(["assets/page.js", "assets/mixed.js"], chunkModules)).toEqual([
      "assets/mixed.js: src/admin/main.tsx",
    ]);
  });
});
