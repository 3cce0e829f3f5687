import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const panel = style({ display: "grid", gap: vars.space.small, width: "min(22rem, 85vw)" });

export const list = style({
  display: "grid",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
  maxHeight: "50vh",
  overflowY: "auto",
});

export const link = style({
  display: "grid",
  gap: 2,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.small,
  color: vars.color.foreground.neutral,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.background.neutralHover },
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: "-2px",
    },
  },
});

export const subject = style({ fontWeight: vars.font.weight.semibold, overflowWrap: "anywhere" });

export const meta = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.foreground.secondary,
});
