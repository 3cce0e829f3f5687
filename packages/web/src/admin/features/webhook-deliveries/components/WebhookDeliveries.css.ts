import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const code = style({ fontFamily: vars.font.family.mono, overflowWrap: "anywhere" });

/** A short code kept on one line ("message.received"). */
export const codeWord = style({ fontFamily: vars.font.family.mono, whiteSpace: "nowrap" });

export const nowrap = style({ whiteSpace: "nowrap" });

export const body = style({ display: "grid", gap: vars.space.large });

export const section = style({ display: "grid", gap: vars.space.small });

export const payload = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surfaceSunken,
  border: `1px solid ${vars.color.border.standard}`,
  fontFamily: vars.font.family.mono,
  fontSize: vars.text.small.fontSize,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});
