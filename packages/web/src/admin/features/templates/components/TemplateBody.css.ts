import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

// The body as it is sent: its line breaks kept.
export const body = style({ whiteSpace: "pre-wrap" });

export const placeholder = style({
  fontFamily: vars.font.family.mono,
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  background: vars.color.background.infoSoft,
  color: vars.color.foreground.info,
});
