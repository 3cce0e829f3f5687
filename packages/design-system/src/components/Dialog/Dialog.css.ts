import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const zoomIn = keyframes({
  from: { opacity: 0, transform: "translate(-50%, -48%) scale(0.97)" },
  to: { opacity: 1, transform: "translate(-50%, -50%) scale(1)" },
});

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 50,
  background: vars.color.background.overlay,
  animation: `${fadeIn} ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
});

export const content = style({
  position: "fixed",
  top: "50%",
  left: "50%",
  zIndex: 51,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.medium,
  width: `calc(100vw - ${vars.space.xlarge})`,
  maxHeight: `calc(100vh - ${vars.space.xlarge})`,
  overflowY: "auto",
  padding: vars.space.large,
  transform: "translate(-50%, -50%)",
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.xlarge,
  boxShadow: vars.shadow.large,
  animation: `${zoomIn} ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
  selectors: { "&:focus": { outline: "none" } },
});

export const size = styleVariants({
  small: { maxWidth: vars.contentWidth.xsmall },
  medium: { maxWidth: "32rem" },
  large: { maxWidth: vars.contentWidth.small },
});

export const header = style({
  display: "grid",
  gap: vars.space.xxsmall,
  paddingRight: vars.space.xlarge,
});

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
  color: vars.color.foreground.secondary,
});

export const close = style({
  position: "absolute",
  top: vars.space.small,
  right: vars.space.small,
});

export const footer = style({
  display: "flex",
  flexWrap: "wrap-reverse",
  justifyContent: "flex-end",
  gap: vars.space.small,
  marginTop: vars.space.xsmall,
});
