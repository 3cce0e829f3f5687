import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const sender = style({
  color: vars.color.foreground.neutral,
  fontWeight: vars.font.weight.medium,
});

/** Two lines of the message, then an ellipsis. */
export const preview = style({
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  overflowWrap: "anywhere",
});

export const leading = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.small,
});
