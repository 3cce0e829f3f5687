import { style } from "@vanilla-extract/css";
import { control } from "../FormField/FormField.css";

// Qualified with the shared control class so it wins whatever order the stylesheets load in.
export const textArea = style({
  selectors: { [`${control}&`]: { resize: "vertical", minHeight: 80 } },
});
