import { Button, Heading, Text } from "@aizapy/design-system";
import { useEffect } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../lib/paths";
import * as styles from "./not-found.css";

/** Any other /admin path: '404 Page Not Found', with a way back to the dashboard. */
export function Component() {
  useEffect(() => {
    document.title = "404 Page Not Found | Ai Zapy";
  }, []);

  return (
    <main className={styles.page}>
      <Heading level={1} align="center">
        404 Page Not Found
      </Heading>
      <Text tone="secondary" align="center">
        There is no admin page at this address.
      </Text>
      <Button asChild>
        <Link to={paths.dashboard}>Go to the dashboard</Link>
      </Button>
    </main>
  );
}
