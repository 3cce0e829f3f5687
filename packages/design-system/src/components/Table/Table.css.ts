import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

const { background: bg, border, foreground: fg } = vars.color;

export const wrapper = style({
  width: "100%",
  overflowX: "auto",
  border: `1px solid ${border.standard}`,
  borderRadius: vars.radius.large,
  background: bg.surface,
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const caption = style({
  padding: vars.space.medium,
  textAlign: "left",
  fontWeight: vars.font.weight.semibold,
  color: fg.neutral,
  captionSide: "top",
});

export const head = style({ background: bg.surfaceSunken });

export const row = style({
  borderTop: `1px solid ${border.standard}`,
  selectors: { "tbody > &:hover": { background: bg.neutralHover } },
});

export const headerCell = style({
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  textAlign: "left",
  fontWeight: vars.font.weight.semibold,
  color: fg.secondary,
  whiteSpace: "nowrap",
});

export const cell = style({
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  verticalAlign: "middle",
  color: fg.neutral,
});
