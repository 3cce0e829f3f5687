import { style } from "@vanilla-extract/css";
import { vars } from "../styles/contract.css";

/** The shared keyboard focus ring, drawn outside the element. */
export const focusRing = style({
  selectors: {
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: "2px",
    },
  },
});
