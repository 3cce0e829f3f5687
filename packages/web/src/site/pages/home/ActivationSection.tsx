import {
  Box,
  Button,
  Card,
  CardBody,
  Container,
  Grid,
  Heading,
  Section,
  Stack,
  Text,
} from "@aizapy/design-system";
import { whatsapp } from "../../config/external-links";
import { claims } from "../../content/trust";
import { SectionIntro } from "../../components/SectionIntro";
import * as styles from "./HomePage.css";

const steps = [
  {
    title: "Share your business details",
    description: "Tell us your business name, website and the number you want on WhatsApp.",
  },
  {
    title: "Verify with our experts",
    description: "We register your number with Meta and set up your profile on a short call.",
  },
  {
    title: "Start messaging",
    description: "Send templates, broadcasts and replies from your dashboard the same day.",
  },
];

export function ActivationSection() {
  return (
    <Section aria-labelledby="activation-title">
      <Container>
        <SectionIntro
          id="activation-title"
          eyebrow="Fast activation"
          title={
            <>
              WhatsApp API activated in{" "}
              <span className={styles.activationHighlight}>{claims.activationMinutes} minutes</span>
            </>
          }
          description="No weeks of paperwork. As an official partner we take you from sign-up to your first message in under an hour."
        />
        <Grid as="ol" columns={{ mobile: 1, tablet: 3 }} space="large">
          {steps.map((step, index) => (
            <Card as="li" key={step.title}>
              <CardBody>
                <Stack space="small">
                  <span className={styles.stepNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <Heading level={4} as="h3">
                    {step.title}
                  </Heading>
                  <Text tone="secondary">{step.description}</Text>
                </Stack>
              </CardBody>
            </Card>
          ))}
        </Grid>
        <Box marginTop="xlarge" display="flex" justifyContent="center">
          <Button href={whatsapp.chat} external variant="accent" size="large">
            Start Activation on WhatsApp
          </Button>
        </Box>
      </Container>
    </Section>
  );
}
