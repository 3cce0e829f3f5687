import { mediaQuery, vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const steps = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.medium,
});

export const step = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.standard}`,
  background: vars.color.background.surface,
  "@media": { [mediaQuery.tablet]: { padding: vars.space.large } },
});

export const marker = style({
  display: "grid",
  placeItems: "center",
  width: "2rem",
  height: "2rem",
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border.strong}`,
  color: vars.color.foreground.secondary,
  fontWeight: vars.font.weight.semibold,
});

export const markerDone = style({
  borderColor: vars.color.foreground.positive,
  background: vars.color.background.positiveSoft,
  color: vars.color.foreground.positive,
});

export const content = style({ display: "grid", gap: vars.space.small, minWidth: 0 });

export const titleLine = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.semibold,
});

export const number = style({
  fontFamily: vars.font.family.mono,
  fontWeight: vars.font.weight.semibold,
});

export const form = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  gap: vars.space.small,
});

export const field = style({ flex: "1 1 16rem", maxWidth: "24rem" });

export const formButton = style({
  // Level with the field's input, under its label.
  marginTop: `calc(${vars.text.small.lineHeight} + ${vars.space.xxsmall})`,
});
