import { Button } from "@aizapy/design-system";
import { useEffect } from "react";
import { Link } from "react-router-dom";
import { FullPageMessage } from "../../../shared/components/FullPage";
import { paths } from "../../lib/paths";

/** Any other /admin path: '404 Page Not Found', with a way back to the dashboard. */
export function Component() {
  useEffect(() => {
    document.title = "404 Page Not Found | Ai Zapy";
  }, []);

  return (
    <FullPageMessage
      title="404 Page Not Found"
      action={
        <Button asChild>
          <Link to={paths.dashboard}>Go to the dashboard</Link>
        </Button>
      }
    >
      There is no admin page at this address.
    </FullPageMessage>
  );
}
