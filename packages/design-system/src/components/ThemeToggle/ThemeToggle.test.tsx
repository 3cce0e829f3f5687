import { afterEach, describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { ThemeToggle } from "./ThemeToggle";
import { ThemeProvider } from "../../providers/ThemeProvider";
import { setStoredTheme, themeClassNames, themeStorageKey } from "../../theme/theme";

afterEach(() => {
  localStorage.removeItem(themeStorageKey);
});

describe("ThemeToggle", () => {
  it("switches theme, stores the choice and updates <html>", async () => {
    setStoredTheme("light");
    await render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    await userEvent.click(page.getByRole("button", { name: "Switch to dark theme" }));
    await expect
      .element(page.getByRole("button", { name: "Switch to light theme" }))
      .toBeInTheDocument();
    expect(localStorage.getItem(themeStorageKey)).toBe("dark");
    expect(document.documentElement.classList.contains(themeClassNames.dark)).toBe(true);
    expect(document.documentElement.classList.contains(themeClassNames.light)).toBe(false);
  });
});
