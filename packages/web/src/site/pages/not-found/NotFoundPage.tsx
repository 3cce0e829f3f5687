import { Button, Container, Heading, Inline, Section, Stack, Text } from "@aizapy/design-system";
import { paths } from "../../config/paths";

/** Served with status 404 for any path that is not a page. */
export function NotFoundPage() {
  return (
    <Section spacing="large" aria-labelledby="page-title">
      <Container width="small">
        <Stack space="large" align="center">
          <Text size="large" weight="bold" tone="brand" align="center">
            404
          </Text>
          <Heading level={1} id="page-title" align="center">
            404 Page Not Found
          </Heading>
          <Text size="large" tone="secondary" align="center">
            The page you are looking for does not exist or has moved. Let's get you back on track.
          </Text>
          <Inline space="small" align="center">
            <Button href={paths.home}>Go to the home page</Button>
            <Button href={paths.contact} variant="secondary">
              Contact support
            </Button>
          </Inline>
        </Stack>
      </Container>
    </Section>
  );
}
