import { vars } from "@aizapy/design-system";
import { style, styleVariants } from "@vanilla-extract/css";

const { background: bg, foreground: fg } = vars.color;

export const notice = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  borderInlineStart: "4px solid",
  color: fg.neutral,
});

export const tone = styleVariants({
  info: { background: bg.infoSoft, borderColor: fg.info },
  caution: { background: bg.cautionSoft, borderColor: fg.caution },
  critical: { background: bg.criticalSoft, borderColor: fg.critical },
  positive: { background: bg.positiveSoft, borderColor: fg.positive },
});

export const iconTone = styleVariants({
  info: { color: fg.info },
  caution: { color: fg.caution },
  critical: { color: fg.critical },
  positive: { color: fg.positive },
});

export const icon = style({ flexShrink: 0, marginTop: "2px" });

export const body = style({
  display: "grid",
  gap: vars.space.xxsmall,
  flex: "1 1 16rem",
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.semibold,
});

export const description = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const action = style({ display: "flex", alignItems: "center", gap: vars.space.small });
