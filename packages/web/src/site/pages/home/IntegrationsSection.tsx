import { Container, Grid, Section } from "@aizapy/design-system";
import { IconTile } from "../../components/IconTile";
import { SectionIntro } from "../../components/SectionIntro";
import { integrations } from "../../content/integrations";
import * as styles from "./HomePage.css";

export function IntegrationsSection() {
  return (
    <Section aria-labelledby="integrations-title">
      <Container>
        <SectionIntro
          id="integrations-title"
          eyebrow="Integrations"
          title="Works with the tools you already use"
          description="Bring leads and orders from your favourite apps into WhatsApp, and send updates back automatically."
        />
        <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="medium">
          {integrations.map((integration) => (
            <li key={integration.name} className={styles.integrationTile}>
              <IconTile icon={integration.icon} tone={integration.tone} />
              {integration.name}
            </li>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
