import { Box, Heading, Stack, Text } from "@aizapy/design-system";
import type { ReactNode } from "react";

export interface SectionIntroProps {
  /** The heading's id, for the section's `aria-labelledby`. */
  id: string;
  title: ReactNode;
  /** A short label above the title. */
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** @default "center" */
  align?: "left" | "center";
  /** @default 2 */
  level?: 1 | 2;
}

/** The eyebrow, heading and lead paragraph that open a page section. */
export function SectionIntro({
  id,
  title,
  eyebrow,
  description,
  align = "center",
  level = 2,
}: SectionIntroProps) {
  return (
    <Box maxWidth="medium" marginX={align === "center" ? "auto" : "none"} marginBottom="xlarge">
      <Stack space="small" align={align === "center" ? "center" : "left"}>
        {eyebrow && (
          <Text size="small" weight="semibold" tone="brand" align={align}>
            {eyebrow}
          </Text>
        )}
        <Heading level={level} id={id} align={align}>
          {title}
        </Heading>
        {description && (
          <Text size="large" tone="secondary" align={align}>
            {description}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
