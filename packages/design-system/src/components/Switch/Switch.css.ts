import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

const { background: bg, foreground: fg, border } = vars.color;

export const field = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.medium,
});

export const text = style({ display: "grid", gap: vars.space.xxsmall, minWidth: 0 });

export const label = style({
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: fg.neutral,
  cursor: "pointer",
});

export const description = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: fg.secondary,
});

export const root = style({
  position: "relative",
  flexShrink: 0,
  width: 44,
  height: 24,
  padding: 0,
  marginTop: 2,
  border: `1px solid ${border.field}`,
  borderRadius: vars.radius.full,
  background: bg.neutralSoft,
  transition: `background-color ${vars.motion.duration.fast}`,
  selectors: {
    "&[data-state='checked']": { background: bg.brand, borderColor: bg.brand },
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${border.focus}`,
      outlineOffset: "2px",
    },
    "&:disabled": { opacity: 0.55 },
  },
});

export const thumb = style({
  display: "block",
  width: 18,
  height: 18,
  borderRadius: vars.radius.full,
  background: fg.secondary,
  boxShadow: vars.shadow.small,
  transform: "translateX(2px)",
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    "&[data-state='checked']": { transform: "translateX(22px)", background: fg.onBrand },
  },
});
