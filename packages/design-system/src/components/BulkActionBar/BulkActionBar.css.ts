import { style } from "@vanilla-extract/css";
import { mediaQuery } from "../../styles/breakpoints";
import { vars } from "../../styles/contract.css";

const { background: bg, foreground: fg, border } = vars.color;

export const bar = style({
  // On a phone the table is taller than the screen: the actions stay in reach at the bottom.
  position: "sticky",
  bottom: 0,
  zIndex: 10,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.small,
  padding: vars.space.small,
  background: bg.surface,
  color: fg.neutral,
  border: `1px solid ${border.brand}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  "@media": {
    [mediaQuery.tablet]: { position: "static", boxShadow: vars.shadow.small },
  },
});

export const count = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: "nowrap",
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xsmall,
  flexGrow: 1,
});
