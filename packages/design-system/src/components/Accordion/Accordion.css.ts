import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

const { background: bg, foreground: fg, border } = vars.color;

const open = keyframes({
  from: { height: 0 },
  to: { height: "var(--radix-accordion-content-height)" },
});
const close = keyframes({
  from: { height: "var(--radix-accordion-content-height)" },
  to: { height: 0 },
});

export const root = style({ display: "grid", gap: vars.space.small });

export const item = style({
  border: `1px solid ${border.standard}`,
  borderRadius: vars.radius.large,
  background: bg.surface,
  overflow: "hidden",
  selectors: { "&[data-state='open']": { borderColor: border.brand } },
});

export const header = style({ margin: 0 });

export const trigger = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.medium,
  width: "100%",
  padding: vars.space.medium,
  paddingInline: vars.space.large,
  border: 0,
  background: "transparent",
  color: fg.neutral,
  textAlign: "left",
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.semibold,
  selectors: {
    "&:hover": { background: bg.neutralHover },
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${border.focus}`,
      outlineOffset: "-3px",
    },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: fg.secondary,
  transition: `transform ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
  selectors: { "[data-state='open'] > &": { transform: "rotate(180deg)" } },
});

export const content = style({
  overflow: "hidden",
  color: fg.secondary,
  selectors: {
    "&[data-state='open']": {
      animation: `${open} ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
    },
    "&[data-state='closed']": {
      animation: `${close} ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
    },
  },
});

export const contentInner = style({
  paddingInline: vars.space.large,
  paddingBottom: vars.space.medium,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});
