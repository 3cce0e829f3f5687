import { createThemeContract } from "@vanilla-extract/css";
import { type ColorTokens } from "./tokens";

const textSize = { fontSize: null, lineHeight: null };
const headingSize = {
  mobile: { fontSize: null, lineHeight: null },
  desktop: { fontSize: null, lineHeight: null },
};

/** Keeps the contract's colour names and `ColorTokens` (the contrast-tested values) in step. */
type ColorShape = { [G in keyof ColorTokens]: { [K in keyof ColorTokens[G]]: null } };

/**
 * The one theme contract. Components read only these variables; each theme fills them in.
 * Colour names are semantic tones (critical, positive, caution, info, promote, neutral, brand).
 */
export const vars = createThemeContract({
  color: {
    background: {
      body: null,
      surface: null,
      surfaceSunken: null,
      neutralHover: null,
      brand: null,
      brandHover: null,
      brandSoft: null,
      accent: null,
      critical: null,
      criticalHover: null,
      criticalSoft: null,
      positive: null,
      positiveSoft: null,
      caution: null,
      cautionSoft: null,
      info: null,
      infoSoft: null,
      promote: null,
      promoteSoft: null,
      neutral: null,
      neutralSoft: null,
      inverse: null,
      overlay: null,
    },
    foreground: {
      neutral: null,
      secondary: null,
      placeholder: null,
      link: null,
      linkHover: null,
      brand: null,
      critical: null,
      positive: null,
      caution: null,
      info: null,
      promote: null,
      onBrand: null,
      onAccent: null,
      onTone: null,
      onCaution: null,
      inverse: null,
    },
    border: {
      standard: null,
      strong: null,
      field: null,
      focus: null,
      brand: null,
      critical: null,
    },
  } satisfies ColorShape,
  font: {
    family: { body: null, mono: null },
    weight: { regular: null, medium: null, semibold: null, bold: null },
  },
  text: { xsmall: textSize, small: textSize, standard: textSize, large: textSize },
  heading: { "1": headingSize, "2": headingSize, "3": headingSize, "4": headingSize },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    xxxlarge: null,
    huge: null,
  },
  radius: { none: null, small: null, medium: null, large: null, xlarge: null, full: null },
  shadow: { small: null, medium: null, large: null },
  motion: {
    duration: { fast: null, standard: null, slow: null },
    easing: { standard: null, emphasized: null },
  },
  contentWidth: { xsmall: null, small: null, medium: null, large: null, xlarge: null },
  focusRing: { width: null },
});
