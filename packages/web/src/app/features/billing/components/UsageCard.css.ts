import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const figure = style({ display: "grid", justifyItems: "end", gap: vars.space.xxsmall });
