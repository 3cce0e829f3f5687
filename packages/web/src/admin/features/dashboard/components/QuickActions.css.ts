import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

const { background: bg, foreground: fg, border } = vars.color;

export const list = style({
  display: "grid",
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const link = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${border.standard}`,
  color: fg.neutral,
  textDecoration: "none",
  fontWeight: vars.font.weight.medium,
  selectors: {
    "&:hover": { background: bg.neutralHover },
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${border.focus}`,
      outlineOffset: "2px",
    },
  },
});

export const icon = style({ display: "inline-flex", color: fg.brand });

export const text = style({ display: "grid", flexGrow: 1, minWidth: 0 });

export const label = style({ fontWeight: vars.font.weight.semibold });

export const count = style({
  color: fg.secondary,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.regular,
});

export const chevron = style({ color: fg.secondary, flexShrink: 0 });
