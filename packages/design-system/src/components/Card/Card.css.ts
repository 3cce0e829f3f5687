import { createVar, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

const { background: bg, border } = vars.color;

const cardPadding = createVar();

export const card = style({
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
  background: bg.surface,
  color: vars.color.foreground.neutral,
  border: `1px solid ${border.standard}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  transitionProperty: "box-shadow, border-color, transform",
  transitionDuration: vars.motion.duration.standard,
  transitionTimingFunction: vars.motion.easing.standard,
});

export const highlighted = style({
  borderColor: border.brand,
  boxShadow: `0 0 0 1px ${border.brand}, ${vars.shadow.large}`,
});

export const interactive = style({
  selectors: { "&:hover": { boxShadow: vars.shadow.medium, borderColor: border.strong } },
});

export const padding = styleVariants({
  none: { vars: { [cardPadding]: "0" } },
  small: { vars: { [cardPadding]: vars.space.medium } },
  medium: { vars: { [cardPadding]: vars.space.large } },
  large: { vars: { [cardPadding]: vars.space.xlarge } },
});

const section = { padding: cardPadding };

export const header = style({
  ...section,
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.medium,
  paddingBottom: 0,
});

export const headerText = style({ display: "grid", gap: vars.space.xxsmall, minWidth: 0 });

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

export const body = style({ ...section, flexGrow: 1 });

export const footer = style({
  ...section,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.small,
  borderTop: `1px solid ${border.standard}`,
});
