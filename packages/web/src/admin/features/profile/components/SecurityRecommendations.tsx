import { Card, CardBody, CardHeader, Grid, Heading } from "@aizapy/design-system";
import * as styles from "./SecurityRecommendations.css";

const passwordAdvice = [
  "Use at least 8 characters",
  "Mix uppercase and lowercase letters",
  "Include numbers and symbols",
  "Avoid common words and personal information",
];

const accountAdvice = [
  "Change your password regularly",
  "Never share your admin credentials",
  "Log out when you use a shared computer",
  "Use a password you do not use anywhere else",
];

/** Advice only, not enforced: the password rules ask for 6 characters, nothing more. */
export function SecurityRecommendations() {
  return (
    <Card as="section" aria-labelledby="security-recommendations-title">
      <CardHeader
        title={<span id="security-recommendations-title">Security Recommendations</span>}
        titleAs="h2"
        description="Keep the admin account safe"
      />
      <CardBody>
        <Grid columns={{ mobile: 1, tablet: 2 }} space="large">
          <div>
            <Heading level={4} as="h3">
              Strong passwords
            </Heading>
            <ul className={styles.list}>
              {passwordAdvice.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <Heading level={4} as="h3">
              Account safety
            </Heading>
            <ul className={styles.list}>
              {accountAdvice.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </Grid>
      </CardBody>
    </Card>
  );
}
