import { style } from "@vanilla-extract/css";
import { mediaQuery, vars } from "@aizapy/design-system";

const { background: bg, foreground: fg, border } = vars.color;

export const layout = style({
  display: "grid",
  gap: vars.space.xlarge,
  "@media": { [mediaQuery.desktop]: { gridTemplateColumns: "1fr 1fr", alignItems: "start" } },
});

export const fields = style({
  display: "grid",
  gap: vars.space.medium,
  "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const fullRow = style({
  "@media": { [mediaQuery.tablet]: { gridColumn: "1 / -1" } },
});

export const summary = style({
  display: "grid",
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${border.brand}`,
  background: bg.brandSoft,
});

export const summaryTitle = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.semibold,
});

export const lines = style({ display: "grid", gap: vars.space.xsmall, margin: 0 });

export const line = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.medium,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: fg.secondary,
});

export const lineValue = style({
  margin: 0,
  color: fg.neutral,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: "tabular-nums",
  textAlign: "right",
});

export const totals = style({
  display: "grid",
  gap: vars.space.xsmall,
  paddingTop: vars.space.small,
  borderTop: `1px solid ${border.brand}`,
});

export const total = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.medium,
  fontWeight: vars.font.weight.semibold,
});

export const totalValue = style({
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.bold,
  color: fg.brand,
  fontVariantNumeric: "tabular-nums",
});

export const note = style({
  margin: 0,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  color: fg.secondary,
});
