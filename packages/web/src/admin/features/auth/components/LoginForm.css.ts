import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const form = style({ display: "grid", gap: vars.space.large });
