import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

const pulse = keyframes({ "50%": { opacity: 0.5 } });

export const skeleton = style({
  display: "block",
  background: vars.color.background.neutralSoft,
  borderRadius: vars.radius.medium,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const rows = style({ display: "grid", gap: vars.space.small, margin: 0, padding: 0 });

export const row = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
});

export const lines = style({ display: "grid", gap: vars.space.xsmall, flexGrow: 1 });

export const circle = style({ borderRadius: vars.radius.full, flexShrink: 0 });
