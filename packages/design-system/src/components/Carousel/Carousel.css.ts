import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

const { background: bg, foreground: fg, border } = vars.color;

export const root = style({ display: "grid", gap: vars.space.large });

export const slide = style({ display: "flex", minWidth: 0 });

globalStyle(`${slide} > *`, { flexGrow: 1 });

export const controls = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xsmall,
});

export const dots = style({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: 0 });

export const dot = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: "transparent",
  selectors: {
    "&::before": {
      content: "",
      width: 10,
      height: 10,
      borderRadius: vars.radius.full,
      background: border.field,
      transition: `width ${vars.motion.duration.standard} ${vars.motion.easing.standard}, background-color ${vars.motion.duration.standard}`,
    },
    "&[aria-pressed='true']::before": { width: 20, background: bg.brand },
    "&:hover::before": { background: fg.secondary },
    "&[aria-pressed='true']:hover::before": { background: bg.brandHover },
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${border.focus}`,
      outlineOffset: 0,
    },
  },
});
