import "../styles/fonts.css";
import "../styles/reset.css";
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from "react";
import {
  applyTheme,
  resolveTheme,
  setStoredTheme,
  subscribeToTheme,
  type ThemeName,
} from "../theme/theme";

export interface ThemeContextValue {
  /** The theme in effect. */
  theme: ThemeName;
  /** Store and apply an explicit choice. */
  setTheme: (theme: ThemeName) => void;
  /** Switch to the other theme (and store it). */
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  children?: ReactNode;
  /**
   * The theme assumed while rendering on the server and during hydration, before the browser's
   * stored or system preference is known. `themeInitScript` has already painted the right one.
   * @default "light"
   */
  serverTheme?: ThemeName;
}

/**
 * Provides `useTheme()`. The theme is read from localStorage (`theme`) or the system's dark
 * preference; nothing touches the DOM or storage while rendering, so it is safe to prerender.
 */
export function ThemeProvider({ children, serverTheme = "light" }: ThemeProviderProps) {
  const theme = useSyncExternalStore(subscribeToTheme, resolveTheme, () => serverTheme);

  useEffect(() => {
    applyTheme(theme);
  }, [theme]);

  const value = useMemo<ThemeContextValue>(
    () => ({
      theme,
      setTheme: setStoredTheme,
      toggleTheme: () => setStoredTheme(theme === "dark" ? "light" : "dark"),
    }),
    [theme],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme and its setters; must be used inside `ThemeProvider`. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme() must be used inside <ThemeProvider>");
  return value;
}
