import { style } from "@vanilla-extract/css";
import { mediaQuery, vars } from "@aizapy/design-system";

const { background: bg, foreground: fg, border } = vars.color;

export const copyField = style({ display: "grid", gap: vars.space.xsmall, minWidth: 0 });

export const copyLabel = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.semibold,
  color: fg.secondary,
});

export const copyRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  border: `1px solid ${border.standard}`,
  background: bg.surfaceSunken,
});

export const copyValue = style({
  flex: "1 1 12rem",
  minWidth: 0,
  overflowWrap: "anywhere",
  fontFamily: vars.font.family.mono,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const endpointHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.small,
});

export const endpointPath = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.text.standard.fontSize,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: "anywhere",
});

export const twoColumns = style({
  display: "grid",
  gap: vars.space.large,
  "@media": { [mediaQuery.desktop]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const inlineCode = style({
  fontFamily: vars.font.family.mono,
  fontSize: "0.9em",
  padding: "0.1em 0.35em",
  borderRadius: vars.radius.small,
  background: bg.neutralSoft,
});
