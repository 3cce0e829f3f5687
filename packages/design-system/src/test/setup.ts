import { afterEach } from "vitest";
import { commands } from "vitest/browser";
import "../styles/fonts.css";
import "../styles/reset.css";
import { applyTheme } from "../theme/theme";

declare module "vitest/browser" {
  interface BrowserCommands {
    /** Moves the real pointer out of the page (see vitest.config.ts). */
    parkPointer: () => Promise<void>;
  }
}

// What `themeInitScript` does in the app: put a theme class on <html> so the contract's variables resolve.
applyTheme("light");

// No test (or story) starts under a pointer an earlier one left behind.
afterEach(async () => {
  await commands.parkPointer();
});
