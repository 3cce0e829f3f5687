import { style } from "@vanilla-extract/css";
import { vars } from "@aizapy/design-system";

/** A form, or what replaces it, laid out as a column. */
export const stack = style({ display: "grid", gap: vars.space.medium });

/**
 * A form and the live region that replaces it (present from the start, so screen readers announce
 * what appears in it): one of the two shows at a time, so no gap between them.
 */
export const swap = style({ display: "grid", minWidth: 0 });

/** What follows the live region once it shows something. */
export const afterOutcome = style({ marginTop: vars.space.medium });

/** "Forgot your password?" sits at the end of the line under the password. */
export const endLink = style({
  justifySelf: "end",
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const checking = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.small,
  margin: 0,
  color: vars.color.foreground.secondary,
});
