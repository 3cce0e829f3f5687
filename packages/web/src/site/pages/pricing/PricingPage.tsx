import { Button, Container, Grid, Section, VisuallyHidden } from "@aizapy/design-system";
import { PageHero } from "../../components/PageHero";
import { PricingCard } from "../../components/PricingCard";
import { SectionIntro } from "../../components/SectionIntro";
import { paths } from "../../config/paths";
import { CostCalculator } from "../../features/pricing/components/CostCalculator";
import {
  plans,
  pricingSubtitle,
  pricingTitle,
  terminology,
  terminologyTitle,
} from "../../content/pricing";
import { defineIsland } from "../../islands/define-island";
import { Island } from "../../islands/Island";
import { InfoCard } from "../shared/InfoCard";
import { fillCell } from "../shared/layout.css";

export const costCalculatorIsland = defineIsland("cost-calculator", CostCalculator);

export function PricingPage() {
  return (
    <>
      <PageHero eyebrow="Pricing" title={pricingTitle} lead={pricingSubtitle} />
      <Section aria-label="Plans">
        <Container>
          <Grid as="ul" columns={{ mobile: 1, desktop: 3 }} space="large">
            {plans.map((plan) => (
              <li key={plan.id} className={fillCell}>
                <PricingCard
                  name={plan.name}
                  titleAs="h2"
                  description={plan.description}
                  price={plan.price}
                  period={plan.period}
                  features={plan.features}
                  highlighted={plan.highlighted}
                  cta={
                    <Button
                      href={paths.signup}
                      fullWidth
                      variant={plan.highlighted ? "primary" : "secondary"}
                    >
                      {plan.ctaLabel}
                      <VisuallyHidden> with the {plan.name} plan</VisuallyHidden>
                    </Button>
                  }
                />
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section tone="tinted" aria-labelledby="terminology-title">
        <Container>
          <SectionIntro
            id="terminology-title"
            title={terminologyTitle}
            description="What you pay for on WhatsApp, in plain words. Message charges are for Indian users, per delivered message."
          />
          <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
            {terminology.map((card) => (
              <li key={card.title} className={fillCell}>
                <InfoCard {...card} />
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section aria-labelledby="calculator-title">
        <Container>
          <SectionIntro
            id="calculator-title"
            eyebrow="Cost calculator"
            title="Estimate your monthly cost"
            description="Choose a plan and enter how many messages of each kind you expect to send in a month."
          />
          <Island island={costCalculatorIsland} />
        </Container>
      </Section>
    </>
  );
}
