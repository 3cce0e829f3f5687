import { darkTheme, lightTheme } from "../styles/themes.css";

export type ThemeName = "light" | "dark";

/** localStorage key holding the visitor's explicit choice, `light` or `dark`. */
export const themeStorageKey = "theme";

/** The class each theme puts on `<html>`. */
export const themeClassNames: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };

const darkQuery = "(prefers-color-scheme: dark)";

/**
 * Inline this in `<head>` before any stylesheet-dependent paint: it applies the stored theme, or the
 * system's dark preference, to `<html>` so the first frame is already in the right theme.
 */
export const themeInitScript = `(function(){try{var c=${JSON.stringify(themeClassNames)};var t=null;try{t=localStorage.getItem(${JSON.stringify(themeStorageKey)})}catch(e){}if(t!=="light"&&t!=="dark"){t=window.matchMedia&&window.matchMedia(${JSON.stringify(darkQuery)}).matches?"dark":"light"}var r=document.documentElement;r.classList.remove(c.light,c.dark);r.classList.add(c[t]);r.dataset.theme=t}catch(e){}})();`;

export function readStoredTheme(): ThemeName | null {
  try {
    const stored = window.localStorage.getItem(themeStorageKey);
    return stored === "light" || stored === "dark" ? stored : null;
  } catch {
    return null;
  }
}

export function systemTheme(): ThemeName {
  return window.matchMedia?.(darkQuery).matches ? "dark" : "light";
}

export function resolveTheme(): ThemeName {
  return readStoredTheme() ?? systemTheme();
}

/** Puts the theme's class (and `data-theme`) on `<html>`, replacing the other one. */
export function applyTheme(theme: ThemeName): void {
  const root = document.documentElement;
  root.classList.remove(themeClassNames.light, themeClassNames.dark);
  root.classList.add(themeClassNames[theme]);
  root.dataset.theme = theme;
}

const listeners = new Set<() => void>();

/** Stores an explicit choice, applies it and tells every `useTheme()` reader. */
export function setStoredTheme(theme: ThemeName): void {
  try {
    window.localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Private mode or disabled storage: the choice still applies for this page.
  }
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia?.(darkQuery);
  const onSystemChange = () => {
    if (readStoredTheme() === null) {
      applyTheme(systemTheme());
      listener();
    }
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === themeStorageKey) {
      applyTheme(resolveTheme());
      listener();
    }
  };
  media?.addEventListener("change", onSystemChange);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener("change", onSystemChange);
    window.removeEventListener("storage", onStorage);
  };
}

export const darkColorSchemeQuery = darkQuery;
