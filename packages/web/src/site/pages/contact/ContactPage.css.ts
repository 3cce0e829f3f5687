import { style } from "@vanilla-extract/css";
import { mediaQuery, vars } from "@aizapy/design-system";

const { background: bg, foreground: fg, border } = vars.color;

export const layout = style({
  display: "grid",
  gap: vars.space.xlarge,
  "@media": { [mediaQuery.desktop]: { gridTemplateColumns: "1.4fr 1fr", alignItems: "start" } },
});

export const infoCard = style({
  display: "flex",
  gap: vars.space.medium,
  alignItems: "flex-start",
});

export const infoTitle = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.semibold,
});

export const infoText = style({
  margin: 0,
  fontStyle: "normal",
  color: fg.secondary,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const hours = style({ display: "grid", gap: vars.space.xxsmall, margin: 0 });

export const mapPlaceholder = style({
  display: "grid",
  placeItems: "center",
  gap: vars.space.xsmall,
  minHeight: "12rem",
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px dashed ${border.strong}`,
  background: bg.surfaceSunken,
  color: fg.secondary,
  textAlign: "center",
});
