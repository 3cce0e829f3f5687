import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

const { background: bg, foreground: fg, border } = vars.color;

export const field = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  minHeight: 24,
});

export const input = style({
  flexShrink: 0,
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
    "&:disabled": { cursor: "not-allowed" },
  },
});

export const label = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: fg.neutral,
  cursor: "pointer",
  selectors: { [`${input}:disabled + &`]: { color: fg.secondary, cursor: "not-allowed" } },
});
