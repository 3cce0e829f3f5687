import { style, styleVariants } from "@vanilla-extract/css";
import { mediaQuery } from "../../styles/breakpoints";
import { vars } from "../../styles/contract.css";
import { row } from "../Table/Table.css";

const { background: bg, foreground: fg, border } = vars.color;

export const region = style({
  // The containing block of visually hidden text in the table (the actions header): without it
  // that text escapes the sideways scroll and widens the whole page on a phone.
  position: "relative",
  selectors: {
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${border.focus}`,
      outlineOffset: "2px",
    },
  },
});

export const caption = style({
  padding: vars.space.medium,
  textAlign: "left",
  fontWeight: vars.font.weight.semibold,
  color: fg.neutral,
  captionSide: "top",
});

export const align = styleVariants({
  start: { textAlign: "left" },
  center: { textAlign: "center" },
  end: { textAlign: "right" },
});

/** Columns a phone has no room for: shown from the named breakpoint up. */
export const hideBelow = styleVariants({
  tablet: { display: "none", "@media": { [mediaQuery.tablet]: { display: "table-cell" } } },
  desktop: { display: "none", "@media": { [mediaQuery.desktop]: { display: "table-cell" } } },
});

export const selectedRow = style({
  background: bg.brandSoft,
  // Qualified with the table's row class so the selected fill also wins over its hover fill.
  selectors: { [`tbody > ${row}&:hover`]: { background: bg.brandSoft } },
});

export const checkboxCell = style({ width: 1, paddingInlineEnd: 0 });

export const checkbox = style({
  display: "block",
  width: 18,
  height: 18,
  margin: 0,
  accentColor: bg.brand,
  cursor: "pointer",
  selectors: {
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${border.focus}`,
      outlineOffset: "2px",
    },
  },
});

export const sortButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  margin: `0 calc(-1 * ${vars.space.xxsmall})`,
  padding: vars.space.xxsmall,
  border: 0,
  borderRadius: vars.radius.small,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover": { color: fg.neutral, background: bg.neutralHover },
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${border.focus}`,
      outlineOffset: "1px",
    },
  },
});

export const sortIcon = style({ flexShrink: 0, color: fg.secondary });

export const inactiveSortIcon = style({ opacity: 0.6 });

export const rowHeader = style({ fontWeight: vars.font.weight.medium, color: fg.neutral });

export const actionsCell = style({ width: 1, whiteSpace: "nowrap", textAlign: "right" });

export const actions = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: vars.space.xxsmall,
});

export const emptyCell = style({
  paddingBlock: vars.space.xlarge,
  textAlign: "center",
  color: fg.secondary,
});
