import { Stack } from "@aizapy/design-system";
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { PageHeader } from "../../../shared/components/PageHeader";
import { useWorkspaceAccount } from "../../api/workspace-account";
import { ManagersOnlyNotice } from "../../components/ManagersOnlyNotice";
import { QuickStartCard } from "../../features/api-keys/components/QuickStartCard";
import { WorkspaceApiKeysCard } from "../../features/api-keys/components/WorkspaceApiKeysCard";
import { DeliveriesCard } from "../../features/webhook/components/DeliveriesCard";
import { WebhookCard } from "../../features/webhook/components/WebhookCard";
import { helloWorldCurl } from "../../lib/curl";
import { canManage } from "../../lib/roles";

const curlFor = (key: string) => helloWorldCurl({ origin: window.location.origin, apiKey: key });

/** /app/developers: the API's address, API keys, the webhook and its deliveries. */
export function Component() {
  const { account } = useWorkspaceAccount();
  const { hash } = useLocation();
  const isManager = canManage(account.role);

  // A link to a part of the page (the checklist's "#webhook") scrolls to it once it is there.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <PageHeader
        title="Developers"
        description="Connect your own systems: send messages through /v1 and receive webhooks."
      />
      {isManager ? (
        <Stack space="large">
          <QuickStartCard />
          <WorkspaceApiKeysCard curlFor={curlFor} />
          <WebhookCard />
          <DeliveriesCard />
        </Stack>
      ) : (
        <ManagersOnlyNotice what="API keys and the webhook" />
      )}
    </>
  );
}
