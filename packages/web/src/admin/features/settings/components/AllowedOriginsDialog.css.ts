import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const list = style({
  display: "grid",
  margin: 0,
  padding: 0,
  listStyle: "none",
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.medium,
});

export const item = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border.standard}`,
  selectors: { "&:last-child": { borderBottom: "none" } },
});

export const origin = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.text.small.fontSize,
  overflowWrap: "anywhere",
});

export const addRow = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  alignItems: "start",
  gap: vars.space.small,
});

/** Lines the button up with the input, below the field's label. */
export const addButton = style({
  marginTop: `calc(${vars.text.small.lineHeight} + ${vars.space.xxsmall})`,
});
