// Renders the self-hosted raster images that must be PNG (the Open Graph card for link previews,
// the Apple touch icon) from the SVG artwork, with headless Chromium. Run it after changing the
// artwork: `pnpm --filter @aizapy/web exec tsx scripts/render-brand-images.ts`.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { chromium } from "playwright";

const packageDir = path.resolve(import.meta.dirname, "..");
const require = createRequire(path.join(packageDir, "../design-system/package.json"));
const interFont = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const heroSvg = readFileSync(
  path.join(packageDir, "src/site/assets/images/illustrations/hero-chat.svg"),
  "utf8",
);
const favicon = readFileSync(path.join(packageDir, "public/favicon.svg"), "utf8");

const page = (body: string, width: number, height: number) => `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url("data:font/woff2;base64,${readFileSync(interFont).toString("base64")}") format("woff2"); font-weight: 100 900; }
html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; }
body { font-family: Inter, sans-serif; }
</style></head><body>${body}</body></html>`;

const ogCard = page(
  `<div style="display:flex;align-items:center;gap:48px;box-sizing:border-box;width:1200px;height:630px;padding:72px;background:linear-gradient(135deg,#075E54 0%,#0b3f39 100%);color:#fff">
    <div style="flex:1;display:grid;gap:28px">
      <div style="display:flex;align-items:center;gap:18px;font-size:44px;font-weight:700">
        <div style="width:72px;height:72px">${favicon}</div>Ai Zapy
      </div>
      <div style="font-size:62px;line-height:1.1;font-weight:800;letter-spacing:-0.02em">Grow your business with the WhatsApp Business API</div>
      <div style="font-size:28px;line-height:1.4;color:#DCF8C6">Official partner · Activation in 50 minutes · 24/7 support</div>
    </div>
    <div style="width:420px;height:360px;background:#E7F8EF;border-radius:32px;display:flex;align-items:center;justify-content:center">
      <div style="width:400px">${heroSvg.replace("<svg", '<svg style="width:100%;height:auto"')}</div>
    </div>
  </div>`,
  1200,
  630,
);

const touchIcon = page(
  `<div style="width:180px;height:180px">${favicon.replace("<svg", '<svg style="width:100%;height:100%"')}</div>`,
  180,
  180,
);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
for (const [html, width, height, file] of [
  [ogCard, 1200, 630, "og-image.jpg"],
  [touchIcon, 180, 180, "apple-touch-icon.png"],
] as const) {
  const tab = await browser.newPage({ viewport: { width, height } });
  await tab.setContent(html, { waitUntil: "load" });
  await tab.evaluate(() => document.fonts.ready);
  await tab.screenshot({
    path: path.join(packageDir, "public", file),
    ...(file.endsWith(".jpg") ? { type: "jpeg" as const, quality: 85 } : {}),
  });
  await tab.close();
  process.stdout.write(`public/${file}\n`);
}
await browser.close();
