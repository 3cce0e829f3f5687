import { createTheme, globalStyle } from "@vanilla-extract/css";
import { vars } from "./contract.css";
import { type ColorTokens, darkColors, fontFamily, lightColors } from "./tokens";

const px = (value: number) => `${value / 16}rem`;

function makeTheme(colors: ColorTokens, shadowColor: string, shadowStrength: number) {
  const shadow = (y: number, blur: number, alpha: number) =>
    `0 ${y}px ${blur}px rgb(${shadowColor} / ${Math.min(alpha * shadowStrength, 0.9)})`;
  return {
    color: colors,
    font: {
      family: fontFamily,
      weight: { regular: "400", medium: "500", semibold: "600", bold: "700" },
    },
    text: {
      xsmall: { fontSize: px(12), lineHeight: px(16) },
      small: { fontSize: px(14), lineHeight: px(20) },
      standard: { fontSize: px(16), lineHeight: px(24) },
      large: { fontSize: px(18), lineHeight: px(28) },
    },
    heading: {
      "1": {
        mobile: { fontSize: px(34), lineHeight: px(42) },
        desktop: { fontSize: px(48), lineHeight: px(56) },
      },
      "2": {
        mobile: { fontSize: px(28), lineHeight: px(36) },
        desktop: { fontSize: px(36), lineHeight: px(44) },
      },
      "3": {
        mobile: { fontSize: px(22), lineHeight: px(30) },
        desktop: { fontSize: px(24), lineHeight: px(32) },
      },
      "4": {
        mobile: { fontSize: px(18), lineHeight: px(26) },
        desktop: { fontSize: px(20), lineHeight: px(28) },
      },
    },
    space: {
      none: "0",
      xxsmall: px(4),
      xsmall: px(8),
      small: px(12),
      medium: px(16),
      large: px(24),
      xlarge: px(32),
      xxlarge: px(48),
      xxxlarge: px(64),
      huge: px(96),
    },
    radius: {
      none: "0",
      small: "4px",
      medium: "8px",
      large: "12px",
      xlarge: "16px",
      full: "9999px",
    },
    shadow: {
      small: `${shadow(1, 2, 0.06)}, ${shadow(1, 3, 0.08)}`,
      medium: `${shadow(4, 8, 0.06)}, ${shadow(2, 4, 0.06)}`,
      large: `${shadow(16, 32, 0.12)}, ${shadow(6, 12, 0.08)}`,
    },
    motion: {
      duration: { fast: "120ms", standard: "200ms", slow: "320ms" },
      easing: {
        standard: "cubic-bezier(0.2, 0, 0, 1)",
        emphasized: "cubic-bezier(0.3, 0, 0, 1.2)",
      },
    },
    contentWidth: {
      xsmall: px(440),
      small: px(640),
      medium: px(800),
      large: px(1040),
      xlarge: px(1200),
    },
    focusRing: { width: "3px" },
  };
}

/** Applied to `<html>` (see `themeInitScript`); both fill the same contract. */
export const lightTheme = createTheme(vars, makeTheme(lightColors, "15 23 42", 1), "light");
export const darkTheme = createTheme(vars, makeTheme(darkColors, "0 0 0", 4), "dark");

globalStyle(lightTheme, { colorScheme: "light" });
globalStyle(darkTheme, { colorScheme: "dark" });

// Motion tokens collapse for people who ask the system for less movement.
globalStyle(`${lightTheme}, ${darkTheme}`, {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      vars: {
        [vars.motion.duration.fast]: "0ms",
        [vars.motion.duration.standard]: "0ms",
        [vars.motion.duration.slow]: "0ms",
      },
    },
  },
});
