import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const body = style({ display: "grid", gap: vars.space.large });

export const message = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surfaceSunken,
  border: `1px solid ${vars.color.border.standard}`,
  maxHeight: "40vh",
  overflowY: "auto",
});

export const messageText = style({ whiteSpace: "pre-wrap", overflowWrap: "anywhere" });
