import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { ThemeProvider, useTheme } from "./ThemeProvider";
import { applyTheme, themeClassNames, themeInitScript, themeStorageKey } from "../theme/theme";

function mockSystemDark(isDark: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: query === "(prefers-color-scheme: dark)" ? isDark : false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const root = document.documentElement;
const runInitScript = () => new Function(themeInitScript)();

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.removeItem(themeStorageKey);
  applyTheme("light");
});

describe("themeInitScript (runs in <head> before first paint)", () => {
  it("applies the stored theme", () => {
    mockSystemDark(false);
    localStorage.setItem(themeStorageKey, "dark");
    runInitScript();
    expect(root.classList.contains(themeClassNames.dark)).toBe(true);
    expect(root.classList.contains(themeClassNames.light)).toBe(false);
    expect(root.dataset.theme).toBe("dark");
  });

  it("follows the system dark preference when nothing is stored", () => {
    mockSystemDark(true);
    runInitScript();
    expect(root.classList.contains(themeClassNames.dark)).toBe(true);
  });

  it("falls back to light", () => {
    mockSystemDark(false);
    localStorage.setItem(themeStorageKey, "purple");
    runInitScript();
    expect(root.classList.contains(themeClassNames.light)).toBe(true);
    expect(root.dataset.theme).toBe("light");
  });
});

function ThemeReadout() {
  const { theme, setTheme, toggleTheme } = useTheme();
  return (
    <>
      <output aria-label="Theme">{theme}</output>
      <button onClick={toggleTheme}>Toggle</button>
      <button onClick={() => setTheme("light")}>Light</button>
    </>
  );
}

describe("ThemeProvider", () => {
  it("defaults to the system preference and stores explicit choices", async () => {
    mockSystemDark(true);
    await render(
      <ThemeProvider>
        <ThemeReadout />
      </ThemeProvider>,
    );
    await expect.element(page.getByRole("status", { name: "Theme" })).toHaveTextContent("dark");
    expect(root.classList.contains(themeClassNames.dark)).toBe(true);
    expect(localStorage.getItem(themeStorageKey)).toBeNull();

    await userEvent.click(page.getByRole("button", { name: "Toggle" }));
    await expect.element(page.getByRole("status", { name: "Theme" })).toHaveTextContent("light");
    expect(localStorage.getItem(themeStorageKey)).toBe("light");
    expect(root.classList.contains(themeClassNames.light)).toBe(true);
  });

  it("prefers the stored choice over the system", async () => {
    mockSystemDark(true);
    localStorage.setItem(themeStorageKey, "light");
    await render(
      <ThemeProvider>
        <ThemeReadout />
      </ThemeProvider>,
    );
    await expect.element(page.getByRole("status", { name: "Theme" })).toHaveTextContent("light");
  });

  it("renders on the server with the server theme, without reading storage", () => {
    const getItem = vi.spyOn(Storage.prototype, "getItem");
    const html = renderToString(
      <ThemeProvider serverTheme="light">
        <ThemeReadout />
      </ThemeProvider>,
    );
    expect(html).toContain(">light</output>");
    expect(getItem).not.toHaveBeenCalled();
  });

  it("explains when useTheme is used outside the provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderToString(<ThemeReadout />)).toThrow(
      "useTheme() must be used inside <ThemeProvider>",
    );
  });
});
