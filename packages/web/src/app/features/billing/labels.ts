import { type QualityRating } from "@aizapy/contracts";
import type { BadgeTone } from "@aizapy/design-system/Badge";
import { capitalize } from "../../../shared/lib/format";

const qualityTones = new Map<string, BadgeTone>([
  ["green", "positive"],
  ["yellow", "caution"],
  ["red", "critical"],
] satisfies Array<[QualityRating, BadgeTone]>);

const qualityWords: Record<string, string> = {
  green: "High",
  yellow: "Medium",
  red: "Low",
};

/** Meta's quality rating as words and a tone: green "High", yellow "Medium", red "Low". */
export function describeQuality(rating: string): { label: string; tone: BadgeTone } {
  return {
    label: `${qualityWords[rating] ?? capitalize(rating)} (${capitalize(rating)})`,
    tone: qualityTones.get(rating) ?? "neutral",
  };
}
