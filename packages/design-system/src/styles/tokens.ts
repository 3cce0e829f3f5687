/**
 * Raw token values for both themes. Kept free of vanilla-extract so the contrast test (and any
 * tooling) can read the exact colours the themes are built from.
 */

/** The brand palette the themes are built on: a bright green, a teal and a deep teal. */
export const brandPalette = {
  green: "#25D366",
  teal: "#128C7E",
  tealDark: "#075E54",
} as const;

/** Slate neutrals: the calm grey base of the interface. */
export const slate = {
  50: "#f8fafc",
  100: "#f1f5f9",
  200: "#e2e8f0",
  300: "#cbd5e1",
  400: "#94a3b8",
  500: "#64748b",
  600: "#475569",
  700: "#334155",
  800: "#1e293b",
  900: "#0f172a",
  950: "#020617",
} as const;

export interface ColorTokens {
  background: {
    /** The page itself. */
    body: string;
    /** Cards, dialogs, menus, inputs. */
    surface: string;
    /** Tinted sections and table headers, one step away from the body. */
    surfaceSunken: string;
    /** Hover/selected fill for rows, ghost buttons and menu items. */
    neutralHover: string;
    /** Solid brand fill (primary buttons). */
    brand: string;
    brandHover: string;
    /** Pale brand tint (brand sections, brand badges). */
    brandSoft: string;
    /** The bright accent fill (accent buttons), only under dark text (`onAccent`). */
    accent: string;
    critical: string;
    criticalHover: string;
    criticalSoft: string;
    positive: string;
    positiveSoft: string;
    caution: string;
    cautionSoft: string;
    info: string;
    infoSoft: string;
    promote: string;
    promoteSoft: string;
    neutral: string;
    neutralSoft: string;
    /** Tooltips and other inverted chips. */
    inverse: string;
    /** Scrim behind dialogs and the mobile sidebar. */
    overlay: string;
  };
  foreground: {
    neutral: string;
    secondary: string;
    placeholder: string;
    link: string;
    linkHover: string;
    brand: string;
    critical: string;
    positive: string;
    caution: string;
    info: string;
    promote: string;
    /** Text on `background.brand`. */
    onBrand: string;
    /** Text on `background.accent`. */
    onAccent: string;
    /** Text on the solid tone fills critical/positive/info/promote/neutral. */
    onTone: string;
    /** Text on `background.caution` (a light amber in both themes). */
    onCaution: string;
    inverse: string;
  };
  border: {
    standard: string;
    strong: string;
    /** Form control outlines: at least 3:1 against surfaces (WCAG 1.4.11). */
    field: string;
    focus: string;
    brand: string;
    critical: string;
  };
}

export const lightColors: ColorTokens = {
  background: {
    body: "#ffffff",
    surface: "#ffffff",
    surfaceSunken: "#f6f9fc",
    neutralHover: slate[100],
    brand: brandPalette.tealDark,
    brandHover: "#04443d",
    brandSoft: "#e7f8ef",
    accent: brandPalette.green,
    critical: "#b91c1c",
    criticalHover: "#991b1b",
    criticalSoft: "#fef2f2",
    positive: "#15803d",
    positiveSoft: "#ecfdf3",
    caution: "#fbbf24",
    cautionSoft: "#fffbeb",
    info: "#1d4ed8",
    infoSoft: "#eff6ff",
    promote: "#6d28d9",
    promoteSoft: "#f5f3ff",
    neutral: slate[600],
    neutralSoft: slate[100],
    inverse: slate[900],
    overlay: "rgb(15 23 42 / 0.55)",
  },
  foreground: {
    neutral: slate[900],
    secondary: slate[600],
    placeholder: "#5a687d",
    link: brandPalette.tealDark,
    linkHover: "#04443d",
    brand: brandPalette.tealDark,
    critical: "#b91c1c",
    positive: "#166534",
    caution: "#92400e",
    info: "#1d4ed8",
    promote: "#6d28d9",
    onBrand: "#ffffff",
    onAccent: "#04241f",
    onTone: "#ffffff",
    onCaution: "#451a03",
    inverse: slate[50],
  },
  border: {
    standard: slate[200],
    strong: slate[300],
    field: "#7c8aa0",
    focus: brandPalette.teal,
    brand: brandPalette.teal,
    critical: "#b91c1c",
  },
};

export const darkColors: ColorTokens = {
  background: {
    body: "#0b1220",
    surface: "#121c2f",
    surfaceSunken: "#0f1828",
    neutralHover: slate[800],
    brand: brandPalette.green,
    brandHover: "#4ade80",
    brandSoft: "#0c2a24",
    accent: brandPalette.green,
    critical: "#dc2626",
    criticalHover: "#b91c1c",
    criticalSoft: "#3b1219",
    positive: "#15803d",
    positiveSoft: "#0d2e1f",
    caution: "#fbbf24",
    cautionSoft: "#33260a",
    info: "#2563eb",
    infoSoft: "#15234a",
    promote: "#7c3aed",
    promoteSoft: "#271a4f",
    neutral: slate[600],
    neutralSoft: slate[800],
    inverse: slate[100],
    overlay: "rgb(2 6 23 / 0.7)",
  },
  foreground: {
    neutral: slate[100],
    secondary: "#a7b4c8",
    placeholder: "#8d9bb0",
    link: brandPalette.green,
    linkHover: "#6ee7a0",
    brand: brandPalette.green,
    critical: "#fca5a5",
    positive: "#4ade80",
    caution: "#fcd34d",
    info: "#93c5fd",
    promote: "#c4b5fd",
    onBrand: "#04241f",
    onAccent: "#04241f",
    onTone: "#ffffff",
    onCaution: "#451a03",
    inverse: slate[900],
  },
  border: {
    standard: slate[800],
    strong: slate[700],
    field: "#6b7a91",
    focus: brandPalette.green,
    brand: brandPalette.green,
    critical: "#f87171",
  },
};

type Background = keyof ColorTokens["background"];
type Foreground = keyof ColorTokens["foreground"];
type Border = keyof ColorTokens["border"];

const readingSurfaces: Background[] = ["body", "surface", "surfaceSunken", "neutralHover"];
const tones = ["critical", "positive", "caution", "info", "promote"] as const;

/**
 * Every text/background pair the components actually render, so the contrast test covers what a
 * user reads: body copy and tone text on every surface, badge text on its soft fill, and the
 * "on" colours on their solid fills.
 */
export const textOnBackgroundPairs: Array<{ text: Foreground; background: Background }> = [
  ...readingSurfaces.flatMap((background) =>
    (
      [
        "neutral",
        "secondary",
        "placeholder",
        "link",
        "linkHover",
        "brand",
        ...tones,
      ] as Foreground[]
    ).map((text) => ({ text, background })),
  ),
  ...(["neutral", "secondary", "link", "brand"] as Foreground[]).map((text) => ({
    text,
    background: "brandSoft" as Background,
  })),
  ...tones.map((tone) => ({ text: tone as Foreground, background: `${tone}Soft` as Background })),
  { text: "neutral", background: "neutralSoft" },
  { text: "onBrand", background: "brand" },
  { text: "onBrand", background: "brandHover" },
  { text: "onAccent", background: "accent" },
  { text: "onTone", background: "critical" },
  { text: "onTone", background: "criticalHover" },
  { text: "onTone", background: "positive" },
  { text: "onTone", background: "info" },
  { text: "onTone", background: "promote" },
  { text: "onTone", background: "neutral" },
  { text: "onCaution", background: "caution" },
  { text: "inverse", background: "inverse" },
];

/** Non-text pairs that must reach 3:1 (WCAG 1.4.11): field outlines and focus rings. */
export const uiOnBackgroundPairs: Array<{ border: Border; background: Background }> = [
  ...(["body", "surface", "surfaceSunken"] as Background[]).flatMap((background) => [
    { border: "field" as Border, background },
    { border: "focus" as Border, background },
  ]),
];

export const fontFamily = {
  /** Inter for Latin; Noto Sans for Devanagari (Hindi), Bengali and Tamil text. */
  body: '"Inter Variable", "Noto Sans Devanagari Variable", "Noto Sans Bengali Variable", "Noto Sans Tamil Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
};
