import { style } from "@vanilla-extract/css";
import { mediaQuery } from "../../styles/breakpoints";
import { vars } from "../../styles/contract.css";

export const item = style({
  display: "flex",
  flexDirection: "column-reverse",
  gap: vars.space.xxsmall,
  margin: 0,
  textAlign: "center",
});

export const value = style({
  margin: 0,
  fontSize: vars.heading["2"].mobile.fontSize,
  lineHeight: vars.heading["2"].mobile.lineHeight,
  fontWeight: vars.font.weight.bold,
  letterSpacing: "-0.02em",
  color: vars.color.foreground.brand,
  "@media": {
    [mediaQuery.desktop]: {
      fontSize: vars.heading["2"].desktop.fontSize,
      lineHeight: vars.heading["2"].desktop.lineHeight,
    },
  },
});

export const label = style({
  margin: 0,
  color: vars.color.foreground.secondary,
  fontWeight: vars.font.weight.medium,
});
