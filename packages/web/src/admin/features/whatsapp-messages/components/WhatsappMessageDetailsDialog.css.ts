import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const body = style({ display: "grid", gap: vars.space.large });

export const section = style({ display: "grid", gap: vars.space.small });

export const messageText = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surfaceSunken,
  border: `1px solid ${vars.color.border.standard}`,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});

export const code = style({ fontFamily: vars.font.family.mono, overflowWrap: "anywhere" });
