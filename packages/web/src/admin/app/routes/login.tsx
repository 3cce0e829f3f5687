import { Card, CardBody, Heading, Text, TextLink, ThemeToggle } from "@aizapy/design-system";
import { ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import { LoginForm } from "../../features/auth/components/LoginForm";
import * as styles from "./login.css";

/** /admin/login: the sign-in form, outside the console's frame. */
export function Component() {
  useEffect(() => {
    document.title = "Admin Login | Ai Zapy";
  }, []);

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <ThemeToggle />
      </div>
      <main className={styles.main}>
        <Card className={styles.card}>
          <CardBody>
            <div className={styles.intro}>
              <span className={styles.icon} aria-hidden="true">
                <ShieldCheck size={28} />
              </span>
              <Heading level={2} as="h1" align="center">
                Admin Login
              </Heading>
              <Text tone="secondary" align="center">
                Sign in to the Ai Zapy admin console
              </Text>
            </div>
            <LoginForm />
            <Text size="small" tone="secondary" align="center" className={styles.back}>
              <TextLink href="/">Back to the website</TextLink>
            </Text>
          </CardBody>
        </Card>
      </main>
    </div>
  );
}
