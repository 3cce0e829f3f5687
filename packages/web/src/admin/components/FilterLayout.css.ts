import { style } from "@vanilla-extract/css";

/**
 * A filter that needs a row of its own width (a date range with its presets): it takes more of the
 * filter bar than a select does. Doubled to outrank the bar's rule for every control.
 */
export const wideFilter = style({ selectors: { "&&": { flex: "2 1 26rem" } } });
