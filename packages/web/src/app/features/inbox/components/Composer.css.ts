import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const suggestions = style({
  display: "grid",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: vars.space.xxsmall,
  listStyle: "none",
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.medium,
});

export const suggestion = style({
  display: "grid",
  gap: vars.space.xxsmall,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  cursor: "pointer",
  selectors: {
    '&[aria-selected="true"], &:hover': { background: vars.color.background.neutralHover },
  },
});

export const shortcut = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.font.weight.semibold,
});

export const suggestionText = style({
  fontSize: vars.text.small.fontSize,
  color: vars.color.foreground.secondary,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

/** The chosen template's text, its lines kept, as a preview of the message. */
export const templateBody = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.background.neutralSoft,
  whiteSpace: "pre-line",
});
