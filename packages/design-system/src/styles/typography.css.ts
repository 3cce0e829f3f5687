import { styleVariants } from "@vanilla-extract/css";
import { mediaQuery } from "./breakpoints";
import { vars } from "./contract.css";

/** Font size + line height per text size, shared by every component that sets text. */
export const textSize = styleVariants(vars.text, ({ fontSize, lineHeight }) => ({
  fontSize,
  lineHeight,
}));

export const headingLevel = styleVariants(vars.heading, ({ mobile, desktop }) => ({
  fontSize: mobile.fontSize,
  lineHeight: mobile.lineHeight,
  "@media": {
    [mediaQuery.desktop]: { fontSize: desktop.fontSize, lineHeight: desktop.lineHeight },
  },
}));

export const fontWeight = styleVariants(vars.font.weight, (fontWeight) => ({ fontWeight }));

const fg = vars.color.foreground;

export const textTone = styleVariants({
  neutral: { color: fg.neutral },
  secondary: { color: fg.secondary },
  brand: { color: fg.brand },
  critical: { color: fg.critical },
  positive: { color: fg.positive },
  caution: { color: fg.caution },
  info: { color: fg.info },
  promote: { color: fg.promote },
  inherit: { color: "inherit" },
});

export const textAlign = styleVariants({
  left: { textAlign: "left" },
  center: { textAlign: "center" },
  right: { textAlign: "right" },
});
