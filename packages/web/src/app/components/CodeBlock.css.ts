import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const wrapper = style({ display: "grid", gap: vars.space.xsmall, minWidth: 0 });

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
});

export const label = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.semibold,
});

export const pre = style({
  margin: 0,
  padding: vars.space.medium,
  overflowX: "auto",
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.standard}`,
  background: vars.color.background.surfaceSunken,
  color: vars.color.foreground.neutral,
  fontFamily: vars.font.family.mono,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  whiteSpace: "pre",
  selectors: {
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: "2px",
    },
  },
});
