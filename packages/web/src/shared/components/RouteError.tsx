import { Button } from "@aizapy/design-system";
import { RotateCw } from "lucide-react";
import { useRouteError } from "react-router-dom";
import { FullPageMessage } from "./FullPage";

/** A page that failed to load or render (e.g. a chunk gone after a deploy): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <FullPageMessage
      title="Something went wrong"
      role="alert"
      action={
        <Button iconStart={<RotateCw size={16} />} onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    >
      This page could not be shown. Reloading usually helps.
    </FullPageMessage>
  );
}
