import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

const { background: bg, foreground: fg, border } = vars.color;

export const secret = style({ display: "grid", gap: vars.space.xxsmall, minWidth: 0 });

export const label = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: fg.neutral,
});

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xsmall,
});

export const value = style({
  minWidth: 0,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  background: bg.surfaceSunken,
  border: `1px solid ${border.standard}`,
  borderRadius: vars.radius.medium,
  fontFamily: vars.font.family.mono,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: fg.neutral,
  // A one-time secret is one long word; it must wrap rather than push the page sideways.
  overflowWrap: "anywhere",
});

export const revealedValue = style({ flex: "1 1 16rem" });

export const caution = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xsmall,
  margin: 0,
  marginTop: vars.space.xxsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: bg.cautionSoft,
  color: fg.caution,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const cautionIcon = style({ flexShrink: 0, marginTop: 2 });
