import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const emptyState = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.small,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: "center",
  border: `1px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
});

export const icon = style({
  display: "inline-flex",
  padding: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.background.neutralSoft,
  color: vars.color.foreground.secondary,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.semibold,
});

export const description = style({
  margin: 0,
  maxWidth: 480,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.foreground.secondary,
});

export const action = style({ marginTop: vars.space.xsmall });
