import { Card, EmptyState } from "@aizapy/design-system";
import { BarChart3 } from "lucide-react";

/** Spec §2: a placeholder where the charts will go. */
export function ChartsPlaceholder() {
  return (
    <Card as="section" aria-label="Charts">
      <EmptyState
        icon={<BarChart3 size={24} />}
        title="Charts coming soon"
        titleAs="h2"
        description="Detailed charts of message volume, delivery and response times will appear here."
      />
    </Card>
  );
}
