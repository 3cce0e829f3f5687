import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

const { background: bg, foreground: fg, border } = vars.color;

const appear = keyframes({
  from: { opacity: 0, transform: "translateY(-4px)" },
  to: { opacity: 1, transform: "none" },
});

export const content = style({
  zIndex: 60,
  minWidth: 180,
  padding: vars.space.xxsmall,
  background: bg.surface,
  color: fg.neutral,
  border: `1px solid ${border.standard}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
});

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.small,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  cursor: "pointer",
  outline: "none",
  userSelect: "none",
  selectors: {
    "&[data-highlighted]": { background: bg.neutralHover },
    "&[data-disabled]": { opacity: 0.55, cursor: "not-allowed" },
  },
});

export const critical = style({ color: fg.critical });

export const label = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.font.weight.semibold,
  color: fg.secondary,
});

export const separator = style({
  height: 1,
  marginBlock: vars.space.xxsmall,
  background: border.standard,
});

export const icon = style({ display: "inline-flex", flexShrink: 0 });
