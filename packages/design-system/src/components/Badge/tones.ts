/** Semantic tones shared by badges and other status indicators. */
export const badgeTones = [
  "brand",
  "critical",
  "positive",
  "caution",
  "info",
  "promote",
  "neutral",
] as const;

export type BadgeTone = (typeof badgeTones)[number];
