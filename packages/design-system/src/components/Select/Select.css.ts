import { style } from "@vanilla-extract/css";
import { control } from "../FormField/FormField.css";
import { vars } from "../../styles/contract.css";

export const wrapper = style({ position: "relative" });

// Qualified with the shared control class so it wins whatever order the stylesheets load in.
export const select = style({
  selectors: {
    [`${control}&`]: { appearance: "none", paddingRight: 40, cursor: "pointer" },
  },
});

export const chevron = style({
  position: "absolute",
  top: "50%",
  right: vars.space.small,
  transform: "translateY(-50%)",
  pointerEvents: "none",
  color: vars.color.foreground.secondary,
});
