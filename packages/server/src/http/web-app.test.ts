import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-support/test-server.ts";

// A built web app and Storybook in miniature, served by the real server.
const dist = mkdtempSync(path.join(os.tmpdir(), "aizapy-web-"));
const storybook = mkdtempSync(path.join(os.tmpdir(), "aizapy-storybook-"));
const script = "console.log('the console');".repeat(100);
mkdirSync(path.join(dist, "assets"));
mkdirSync(path.join(dist, "pricing"));
mkdirSync(path.join(dist, "admin"));
mkdirSync(path.join(dist, "app"));
mkdirSync(path.join(dist, "login"));
mkdirSync(path.join(dist, ".vite"));
writeFileSync(path.join(dist, "index.html"), "<h1>Home</h1>");
writeFileSync(path.join(dist, "pricing", "index.html"), "<h1>Pricing</h1>");
writeFileSync(path.join(dist, "admin", "index.html"), "<div id=root></div>");
writeFileSync(path.join(dist, "app", "index.html"), "<div id=workspace></div>");
writeFileSync(path.join(dist, "login", "index.html"), "<h1>Sign In</h1>");
writeFileSync(path.join(dist, "404.html"), "<h1>404 Page Not Found</h1>");
writeFileSync(path.join(dist, "robots.txt"), "User-agent: *");
writeFileSync(path.join(dist, ".vite", "manifest.json"), "{}");
writeFileSync(path.join(dist, "assets", "app-1a2b.js"), script);
writeFileSync(path.join(dist, "assets", "app-1a2b.js.br"), brotliCompressSync(script));
writeFileSync(path.join(dist, "assets", "app-1a2b.js.gz"), gzipSync(script));
writeFileSync(path.join(storybook, "index.html"), "<title>Storybook</title>");

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR: dist, STORYBOOK_DIST_DIR: storybook });
});
afterAll(() => server.close());

const get = (urlPath: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${urlPath}`, { headers, redirect: "manual" });

describe.runIf(process.env.TEST_DATABASE === "pglite")("the web app", () => {
  it.each(["br", "gzip"])("sends an asset compressed at build time as %s", async (encoding) => {
    const response = await get("/assets/app-1a2b.js", { "accept-encoding": encoding });
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(response.headers.get("cache-control")).toMatch(/immutable/);
    expect(await response.text()).toBe(script);
  });

  it("sends an asset as it is to a client that takes no encoding", async () => {
    const response = await get("/assets/app-1a2b.js", { "accept-encoding": "identity" });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toBe(script);
  });

  it("serves prerendered pages with the content security policy", async () => {
    const response = await get("/pricing");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<h1>Pricing</h1>");
    expect(response.headers.get("content-security-policy")).toContain("base-uri 'none'");
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("serves the console's shell for every /admin path", async () => {
    for (const urlPath of ["/admin", "/admin/messages", "/admin/businesses/42"]) {
      expect(await (await get(urlPath)).text()).toBe("<div id=root></div>");
    }
  });

  it("serves the workspace's shell for every /app path", async () => {
    for (const urlPath of ["/app", "/app/team", "/app/developers/keys"]) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBe(200);
      expect(await response.text()).toBe("<div id=workspace></div>");
    }
  });

  it("serves its own sign-in page unless DASHBOARD_URL names another dashboard", async () => {
    expect(await (await get("/login")).text()).toBe("<h1>Sign In</h1>");
    const elsewhere = await startTestServer({
      WEB_DIST_DIR: dist,
      DASHBOARD_URL: "https://dashboard.example.com/",
    });
    try {
      for (const urlPath of ["/login", "/signup"]) {
        const response = await fetch(`${elsewhere.baseUrl}${urlPath}`, { redirect: "manual" });
        expect(response.status).toBe(302);
        expect(response.headers.get("location")).toBe(`https://dashboard.example.com${urlPath}`);
      }
    } finally {
      await elsewhere.close();
    }
  });

  it("answers an unknown path with the not-found page and a 404", async () => {
    for (const urlPath of ["/no-such-page", "/%E0%A4%A", "/.vite/manifest.json", "/404.html"]) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBe(404);
      expect(await response.text()).toBe("<h1>404 Page Not Found</h1>");
    }
  });

  it("redirects a trailing slash to the canonical path, keeping the query", async () => {
    const response = await get("/pricing/?plan=pro");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/pricing?plan=pro");
  });

  it.each(["//evil.example/", "/\\\\evil.example/", "//evil.example", "///evil.example/"])(
    "never redirects %s to another site",
    async (urlPath) => {
      const response = await fetch(`${server.baseUrl}${urlPath}`, { redirect: "manual" });
      const location = response.headers.get("location");
      if (location !== null) {
        expect(location).toMatch(/^\/[^/\\]/);
        expect(new URL(location, server.baseUrl).origin).toBe(server.baseUrl);
      }
      expect(response.status).not.toBe(500);
    },
  );

  it("serves top-level files of the build, but no build metadata", async () => {
    expect(await (await get("/robots.txt")).text()).toBe("User-agent: *");
  });

  it("sandboxes Storybook into an origin of its own", async () => {
    const response = await get("/storybook/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toMatch(/^sandbox /);
    expect(response.headers.get("content-security-policy")).not.toContain("allow-same-origin");
  });
});
