import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@aizapy/design-system";

const { background: bg, foreground: fg } = vars.color;

export const tile = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  borderRadius: vars.radius.large,
});

export const size = styleVariants({
  medium: { width: "2.75rem", height: "2.75rem" },
  large: { width: "3.5rem", height: "3.5rem" },
});

export const tone = styleVariants({
  brand: { background: bg.brandSoft, color: fg.brand },
  positive: { background: bg.positiveSoft, color: fg.positive },
  info: { background: bg.infoSoft, color: fg.info },
  promote: { background: bg.promoteSoft, color: fg.promote },
  caution: { background: bg.cautionSoft, color: fg.caution },
  critical: { background: bg.criticalSoft, color: fg.critical },
  neutral: { background: bg.neutralSoft, color: fg.neutral },
});
