import { Container } from "@aizapy/design-system";
import { lazy, Suspense, useState } from "react";
import { usePublicSettings } from "../features/settings/api/use-public-settings";
import { defineIsland } from "../islands/define-island";
import * as styles from "./SiteHeader.css";

// Fetched only while maintenance mode is on: most visits never need it.
const MaintenanceNotice = lazy(() => import("./MaintenanceNotice"));

/** The site-wide notice slot under the header, filled while maintenance mode is on. */
export function SiteNotice() {
  const settings = usePublicSettings();
  const [isDismissed, setDismissed] = useState(false);
  return (
    <div className={styles.noticeSlot} role="status">
      {settings?.maintenanceMode && !isDismissed && (
        <Container>
          <Suspense fallback={null}>
            <MaintenanceNotice onDismiss={() => setDismissed(true)} />
          </Suspense>
        </Container>
      )}
    </div>
  );
}

export const siteNoticeIsland = defineIsland("site-notice", SiteNotice);
