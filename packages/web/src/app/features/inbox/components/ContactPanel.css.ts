import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const facts = style({ display: "grid", gap: vars.space.xsmall, margin: 0 });

/** An attribute's term and value, kept together in the list. */
export const pair = style({ display: "grid", gap: vars.space.xxsmall });

export const term = style({
  color: vars.color.foreground.secondary,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const value = style({
  margin: 0,
  color: vars.color.foreground.neutral,
  overflowWrap: "anywhere",
});

export const campaigns = style({
  display: "grid",
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
