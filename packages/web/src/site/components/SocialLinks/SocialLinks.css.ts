import { style } from "@vanilla-extract/css";
import { vars } from "@aizapy/design-system";

export const list = style({
  display: "flex",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.5rem",
  height: "2.5rem",
  borderRadius: vars.radius.full,
  color: vars.color.foreground.secondary,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    "&:hover": {
      background: vars.color.background.neutralHover,
      color: vars.color.foreground.neutral,
    },
  },
});
