import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";
import { headerCell } from "../Table/Table.css";

const { background: bg, foreground: fg, border } = vars.color;

export const frame = style({
  display: "grid",
  gap: vars.space.medium,
  minWidth: 0,
  padding: vars.space.medium,
  background: bg.surface,
  color: fg.neutral,
  border: `1px solid ${border.standard}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.small,
});

export const heading = style({ display: "grid", gap: vars.space.xxsmall, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.semibold,
});

export const description = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: fg.secondary,
});

export const tools = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xsmall,
});

export const body = style({ minWidth: 0 });

/** Loading, empty and error panels keep the chart's height so the page does not jump. */
export const panel = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.small,
  padding: vars.space.medium,
  textAlign: "center",
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: fg.secondary,
  background: bg.surfaceSunken,
  borderRadius: vars.radius.medium,
});

export const errorText = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  margin: 0,
  color: fg.critical,
  fontWeight: vars.font.weight.medium,
});

// Qualified with the table's header-cell class so they win whatever order the stylesheets load in.
export const rowHeader = style({
  selectors: {
    [`${headerCell}&`]: { fontWeight: vars.font.weight.medium, color: fg.neutral },
  },
});

export const numeric = style({
  textAlign: "right",
  fontVariantNumeric: "tabular-nums",
  selectors: { [`${headerCell}&`]: { textAlign: "right" } },
});
