// The one Chromium every browser-driven suite starts: Playwright's, the design system's browser
// tests and Lighthouse's.

/** Debian's Chromium: Playwright's own browser download cannot reach its host here. */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** No sandbox (containers) and no GPU; and no traffic of the browser's own beside the tests'. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
