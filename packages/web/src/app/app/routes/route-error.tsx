import { Button, Heading, Text } from "@aizapy/design-system";
import { RotateCw } from "lucide-react";
import { useRouteError } from "react-router-dom";
import * as styles from "./route-error.css";

/** A page that failed to load or render (e.g. a chunk gone after a deploy): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className={styles.page} role="alert">
      <Heading level={1} align="center">
        Something went wrong
      </Heading>
      <Text tone="secondary" align="center">
        This page could not be shown. Reloading usually helps.
      </Text>
      <Button iconStart={<RotateCw size={16} />} onClick={() => window.location.reload()}>
        Reload
      </Button>
    </main>
  );
}
