import { style } from "@vanilla-extract/css";
import { mediaQuery } from "../../styles/breakpoints";
import { vars } from "../../styles/contract.css";

export const topBar = style({
  position: "sticky",
  top: 0,
  zIndex: 20,
  display: "flex",
  alignItems: "center",
  gap: vars.space.small,
  minHeight: 64,
  paddingInline: vars.space.medium,
  background: vars.color.background.surface,
  borderBottom: `1px solid ${vars.color.border.standard}`,
  "@media": { [mediaQuery.tablet]: { paddingInline: vars.space.large } },
});

export const menuButton = style({
  display: "inline-flex",
  "@media": { [mediaQuery.desktop]: { display: "none" } },
});

export const titleGroup = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  minWidth: 0,
  flexGrow: 1,
});

export const title = style({
  margin: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.semibold,
});

export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.xxsmall });
