import type { IconComponent } from "../../content/types";

/** A feature card's icon at the size `FeatureCard` lays out. */
export function FeatureIcon({ icon: Icon }: { icon: IconComponent }) {
  return <Icon size={24} aria-hidden="true" focusable="false" />;
}
