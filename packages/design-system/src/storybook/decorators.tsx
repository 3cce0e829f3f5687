import type { Decorator } from "@storybook/react-vite";
import { ThemeProvider } from "../providers/ThemeProvider";
import { ToastProvider } from "../providers/ToastProvider";
import { setStoredTheme, type ThemeName } from "../theme/theme";

/**
 * Wraps every story in the app's providers. The toolbar's theme goes through the same path as the
 * app's toggle (`setStoredTheme`: localStorage `theme` + the class on `<html>`).
 */
export const withProviders: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === "dark" ? "dark" : "light";
  setStoredTheme(theme);
  return (
    <ThemeProvider serverTheme={theme}>
      <ToastProvider>
        <Story />
      </ToastProvider>
    </ThemeProvider>
  );
};
