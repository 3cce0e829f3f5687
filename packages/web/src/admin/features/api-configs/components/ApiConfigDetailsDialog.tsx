import {
  Badge,
  Button,
  ConfirmDialog,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  Grid,
  Inline,
  SkeletonRows,
  Stack,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { KeyRound, PowerOff, RefreshCw, Webhook } from "lucide-react";
import { useState } from "react";
import { ButtonLink } from "../../../../shared/components/ButtonLink";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { formatDateTime } from "../../../../shared/lib/format";
import { DetailList } from "../../../components/DetailList";
import { type ApiConfigDetails_ApiConfigFragment } from "../../../gql/graphql";
import { apiConfigWebhooksPath } from "../../../lib/paths";
import { ApiConfigQuery } from "../api/get-api-configs";
import { type RevealedSecrets, useApiConfigActions } from "../api/use-api-config-actions";
import { describeProvider } from "../labels";
import { RotateKeyDialog } from "./RotateKeyDialog";
import { StoredSecret } from "./StoredSecret";

type Config = ApiConfigDetails_ApiConfigFragment;
type Confirming = "webhook" | "deactivate" | null;

export interface ApiConfigDetailsDialogProps {
  /** The configuration shown; the dialog is open while there is one. */
  id: string | undefined;
  onClose: () => void;
  /** Called with secrets a rotation revealed, to show them once. */
  onSecrets: (secrets: RevealedSecrets) => void;
}

function Details({ config }: { config: Config }) {
  const isCloud = config.provider === "whatsapp-cloud";
  const previousUntil = formatDateTime(config.previousWebhookSecretExpiresAt);
  return (
    <Stack space="large">
      <DetailList
        items={[
          { label: "Business", value: config.businessName },
          { label: "Provider", value: describeProvider(config.provider) },
          {
            label: "Status",
            value: (
              <Badge tone={config.isActive ? "positive" : "neutral"}>
                {config.isActive ? "Active" : "Inactive"}
              </Badge>
            ),
          },
          ...(isCloud
            ? [
                { label: "Phone number id", value: config.phoneNumberId ?? "N/A" },
                { label: "Business account id", value: config.businessAccountId ?? "N/A" },
              ]
            : []),
          { label: "Webhook URL", value: config.webhookUrl ?? "None" },
          ...(previousUntil
            ? [{ label: "Previous signing secret valid until", value: previousUntil }]
            : []),
          { label: "Created", value: formatDateTime(config.createdAt) ?? "N/A" },
          { label: "Last changed", value: formatDateTime(config.updatedAt) ?? "N/A" },
        ]}
      />
      <Grid columns={{ mobile: 1, tablet: 2 }} space="medium">
        <StoredSecret label="Access token" masked={config.apiKey} />
        {config.appSecret && <StoredSecret label="App secret" masked={config.appSecret} />}
        {config.webhookSecret && (
          <StoredSecret label="Webhook signing secret" masked={config.webhookSecret} />
        )}
      </Grid>
    </Stack>
  );
}

/**
 * One configuration's settings, every secret masked, with its rotations and deactivation. A
 * rotation's new secret is handed to `onSecrets` to be shown once.
 */
export function ApiConfigDetailsDialog({ id, onClose, onSecrets }: ApiConfigDetailsDialogProps) {
  const { data, error, refetch } = useQuery(ApiConfigQuery, {
    variables: { id: id ?? "" },
    skip: !id,
  });
  const actions = useApiConfigActions();
  const [isRotatingKey, setRotatingKey] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const config = id ? data?.apiConfig : undefined;
  const named = config
    ? `The ${describeProvider(config.provider)} configuration of ${config.businessName}`
    : "";

  const rotateWebhook = async () => {
    if (!config) return;
    const outcome = await actions.rotateWebhookSecret(config.id);
    setConfirming(null);
    if (outcome.ok && outcome.revealed) onSecrets(outcome.revealed);
  };

  const deactivate = async () => {
    if (!config) return;
    await actions.deactivateApiConfig(config);
    setConfirming(null);
  };

  let body;
  if (error && !config) {
    body = <QueryErrorState what="this API configuration" error={error} onRetry={refetch} />;
  } else if (!config) {
    body = <SkeletonRows count={3} label="Loading API configuration" withAvatar={false} />;
  } else {
    body = <Details config={config} />;
  }

  return (
    <Dialog
      open={id !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        title={config ? `${config.provider} API` : "API configuration"}
        description={
          config ? `${named}. Secrets are shown only by their last characters.` : undefined
        }
        size="large"
      >
        {body}
        <DialogFooter>
          <Inline space="small" align="right">
            {config && (
              <>
                <Button
                  variant="secondary"
                  iconStart={<KeyRound size={16} />}
                  onClick={() => setRotatingKey(true)}
                >
                  Rotate Access Token
                </Button>
                {config.webhookUrl && (
                  <>
                    <ButtonLink to={apiConfigWebhooksPath(config.id)} icon={<Webhook size={16} />}>
                      Webhook Deliveries
                    </ButtonLink>
                    <Button
                      variant="secondary"
                      iconStart={<RefreshCw size={16} />}
                      onClick={() => setConfirming("webhook")}
                    >
                      Rotate Webhook Secret
                    </Button>
                  </>
                )}
                {config.isActive && (
                  <Button
                    variant="secondary"
                    iconStart={<PowerOff size={16} />}
                    onClick={() => setConfirming("deactivate")}
                  >
                    Deactivate
                  </Button>
                )}
              </>
            )}
            <DialogClose>
              <Button>Close</Button>
            </DialogClose>
          </Inline>
        </DialogFooter>
      </DialogContent>

      <RotateKeyDialog
        open={isRotatingKey}
        onOpenChange={setRotatingKey}
        description={named}
        pending={actions.isRotating}
        onRotate={async (apiKey) => {
          if (!config) return null;
          const outcome = await actions.rotateApiKey(config.id, apiKey);
          if (!outcome.ok) return outcome.error;
          setRotatingKey(false);
          if (outcome.revealed) onSecrets(outcome.revealed);
          return null;
        }}
      />
      <ConfirmDialog
        open={confirming === "webhook"}
        onOpenChange={(open) => {
          if (!open && !actions.isRotating) setConfirming(null);
        }}
        title="Rotate webhook signing secret?"
        description="A new secret is generated and shown once. The current one keeps signing webhooks for 24 hours, so the business can switch over."
        confirmLabel="Rotate"
        tone="default"
        onConfirm={() => void rotateWebhook()}
        keepOpenOnConfirm
        loading={actions.isRotating}
      />
      <ConfirmDialog
        open={confirming === "deactivate"}
        onOpenChange={(open) => {
          if (!open && !actions.isDeactivating) setConfirming(null);
        }}
        title="Deactivate API configuration?"
        description={`${named} stops sending messages. Its settings are kept; edit it to activate it again.`}
        confirmLabel="Deactivate"
        onConfirm={() => void deactivate()}
        keepOpenOnConfirm
        loading={actions.isDeactivating}
      />
    </Dialog>
  );
}
