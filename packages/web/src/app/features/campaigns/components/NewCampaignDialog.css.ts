import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

/** The chosen template's text, its lines kept, as a preview of the message. */
export const templateBody = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.background.neutralSoft,
  whiteSpace: "pre-line",
});
