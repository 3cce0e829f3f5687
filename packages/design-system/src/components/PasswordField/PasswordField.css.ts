import { style } from "@vanilla-extract/css";
import { control } from "../FormField/FormField.css";
import { vars } from "../../styles/contract.css";

export const wrapper = style({ position: "relative" });

// Qualified with the shared control class so it wins whatever order the stylesheets load in.
export const input = style({ selectors: { [`${control}&`]: { paddingRight: 48 } } });

export const toggle = style({
  position: "absolute",
  top: "50%",
  right: vars.space.xxsmall,
  transform: "translateY(-50%)",
});
