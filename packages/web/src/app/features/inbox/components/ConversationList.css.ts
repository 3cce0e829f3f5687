import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

/** The open conversation's row: outlined in the brand colour. */
export const selectedRow = style({
  borderColor: vars.color.border.brand,
  background: vars.color.background.brandSoft,
});

/** The row's name is the link; its area covers the whole row, so the row is one target. */
export const rowLink = style({
  color: "inherit",
  textDecoration: "none",
  borderRadius: vars.radius.small,
  selectors: {
    "&:hover": { textDecoration: "underline" },
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: "2px",
    },
  },
});

export const row = style({ position: "relative" });

export const rowsScroller = style({
  maxHeight: "min(70vh, 44rem)",
  overflowY: "auto",
  paddingRight: vars.space.xxsmall,
});

export const tabCount = style({ marginLeft: vars.space.xsmall });
