import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

const fadeIn = keyframes({
  from: { opacity: 0, transform: "translateY(2px)" },
  to: { opacity: 1, transform: "none" },
});

export const content = style({
  zIndex: 60,
  maxWidth: 280,
  paddingInline: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  background: vars.color.background.inverse,
  color: vars.color.foreground.inverse,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.font.weight.medium,
  boxShadow: vars.shadow.medium,
  animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
});

export const arrow = style({ fill: vars.color.background.inverse });
