import { Badge, type BadgeTone } from "@aizapy/design-system";
import { capitalize } from "../../../../shared/lib/format";
import { qualityRatingLabel } from "../labels";

/** Active highlighted, any other status secondary. */
export function BusinessStatusBadge({ status }: { status: string }) {
  const isActive = status === "active";
  return (
    <Badge tone={isActive ? "positive" : "neutral"} variant={isActive ? "soft" : "outline"}>
      {capitalize(status)}
    </Badge>
  );
}

export function BusinessPlanBadge({ plan }: { plan: string }) {
  return (
    <Badge tone="info" variant="outline">
      {capitalize(plan)} plan
    </Badge>
  );
}

const QUALITY_TONES: Record<string, BadgeTone> = {
  green: "positive",
  yellow: "caution",
  red: "critical",
};

/** Meta's quality rating in words ("Quality: Yellow (medium)"), its colour only repeating them. */
export function BusinessQualityBadge({ rating }: { rating: string }) {
  return (
    <Badge tone={QUALITY_TONES[rating] ?? "neutral"}>Quality: {qualityRatingLabel(rating)}</Badge>
  );
}
