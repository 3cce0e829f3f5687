import { createVar, globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../styles/contract.css";

const { background: bg, foreground: fg, border } = vars.color;

/**
 * A series' colour. Recharts writes colours into SVG presentation attributes, which not every
 * browser resolves `var()` in; classes set the colour with CSS instead, which also beats the
 * attribute, so both themes come from the one contract.
 */
const seriesColor = createVar();

/** Foreground tones: each reaches 4.5:1 on the surface in both themes, well over 3:1 for marks. */
export const seriesTone = styleVariants({
  brand: { vars: { [seriesColor]: fg.brand } },
  info: { vars: { [seriesColor]: fg.info } },
  promote: { vars: { [seriesColor]: fg.promote } },
  caution: { vars: { [seriesColor]: fg.caution } },
  critical: { vars: { [seriesColor]: fg.critical } },
  positive: { vars: { [seriesColor]: fg.positive } },
});

export const chart = style({
  position: "relative",
  display: "grid",
  gap: vars.space.small,
  minWidth: 0,
  fontSize: vars.text.xsmall.fontSize,
  color: fg.secondary,
});

/** The focus ring on the keyboard-navigable chart surface (recharts' accessibility layer). */
globalStyle(`${chart} .recharts-surface:focus-visible`, {
  outline: `${vars.focusRing.width} solid ${border.focus}`,
  outlineOffset: "2px",
  borderRadius: vars.radius.small,
});
globalStyle(`${chart} .recharts-surface:focus:not(:focus-visible)`, { outline: "none" });

globalStyle(`${chart} .recharts-cartesian-grid line`, { stroke: border.standard });
globalStyle(`${chart} .recharts-cartesian-axis-line, ${chart} .recharts-cartesian-axis-tick-line`, {
  stroke: border.strong,
});
globalStyle(`${chart} .recharts-cartesian-axis-tick-value, ${chart} .recharts-label`, {
  fill: fg.secondary,
  fontFamily: vars.font.family.body,
});
globalStyle(`${chart} .recharts-tooltip-cursor`, { stroke: border.strong, fill: bg.neutralHover });

export const line = style({});
globalStyle(`${line} .recharts-line-curve`, { stroke: seriesColor, strokeWidth: 2 });

export const dot = style({ stroke: seriesColor, fill: bg.surface, strokeWidth: 2 });

export const activeDot = style({ fill: seriesColor, stroke: bg.surface, strokeWidth: 2 });

export const bar = style({});
globalStyle(`${bar} .recharts-rectangle`, { fill: seriesColor });

export const tooltip = style({
  display: "grid",
  gap: vars.space.xxsmall,
  minWidth: 140,
  padding: vars.space.small,
  background: bg.surface,
  color: fg.neutral,
  border: `1px solid ${border.strong}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const tooltipLabel = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const entries = style({ display: "grid", gap: 2, margin: 0, padding: 0, listStyle: "none" });

export const entry = style({ display: "flex", alignItems: "center", gap: vars.space.xsmall });

export const entryValue = style({
  marginInlineStart: "auto",
  paddingInlineStart: vars.space.small,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: "tabular-nums",
});

export const swatch = style({
  flexShrink: 0,
  width: 10,
  height: 10,
  borderRadius: vars.radius.full,
  background: seriesColor,
});

export const legend = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: fg.neutral,
});

export const unitLabel = style({ margin: 0, fontSize: vars.text.xsmall.fontSize });
