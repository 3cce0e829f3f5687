import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

/** The select-all box lines up with the rows' boxes. */
export const selectAll = style({ paddingInline: vars.space.medium });
