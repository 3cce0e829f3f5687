import { Card, CardBody, Heading, Stack, Text } from "@aizapy/design-system";
import { IconTile } from "../../components/IconTile";
import type { IconComponent } from "../../content/types";

export interface InfoCardProps {
  title: string;
  description: string;
  icon?: IconComponent;
}

/** A plain card of a page's card grid: an optional icon, a title and a line of explanation. */
export function InfoCard({ title, description, icon }: InfoCardProps) {
  return (
    <Card as="article">
      <CardBody>
        <Stack space="small">
          {icon && <IconTile icon={icon} />}
          <Heading level={4} as="h3">
            {title}
          </Heading>
          <Text tone="secondary">{description}</Text>
        </Stack>
      </CardBody>
    </Card>
  );
}
