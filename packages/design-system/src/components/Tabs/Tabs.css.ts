import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

const { background: bg, foreground: fg, border } = vars.color;

export const list = style({
  display: "flex",
  gap: vars.space.xxsmall,
  borderBottom: `1px solid ${border.standard}`,
  overflowX: "auto",
});

export const trigger = style({
  position: "relative",
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  border: 0,
  background: "transparent",
  color: fg.secondary,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: "nowrap",
  borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
  selectors: {
    "&:hover": { color: fg.neutral, background: bg.neutralHover },
    "&[data-state='active']": { color: fg.brand },
    "&[data-state='active']::after": {
      content: "",
      position: "absolute",
      insetInline: 0,
      bottom: -1,
      height: 2,
      background: border.brand,
    },
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${border.focus}`,
      outlineOffset: "-3px",
    },
    "&:disabled": { opacity: 0.55 },
  },
});

export const content = style({
  paddingTop: vars.space.large,
  selectors: {
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${border.focus}`,
      outlineOffset: "2px",
      borderRadius: vars.radius.small,
    },
  },
});
