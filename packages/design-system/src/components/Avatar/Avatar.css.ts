import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const avatar = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  overflow: "hidden",
  borderRadius: vars.radius.full,
  background: vars.color.background.brandSoft,
  color: vars.color.foreground.brand,
  fontWeight: vars.font.weight.semibold,
  userSelect: "none",
});

export const size = styleVariants({
  small: { width: 32, height: 32, fontSize: vars.text.xsmall.fontSize },
  medium: { width: 40, height: 40, fontSize: vars.text.small.fontSize },
  large: { width: 56, height: 56, fontSize: vars.text.large.fontSize },
});

export const image = style({ width: "100%", height: "100%", objectFit: "cover" });
