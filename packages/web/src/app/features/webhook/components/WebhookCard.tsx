import {
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  ConfirmDialog,
  Skeleton,
  Stack,
  Text,
  TextField,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { CircleAlert, CircleCheck, CircleDashed, CirclePause, RefreshCw, Save } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { formatDateTime } from "../../../../shared/lib/format";
import { showFormError } from "../../../lib/form-errors";
import { useRotateWebhookSecret, useSetWebhook, WorkspaceWebhookQuery } from "../api/webhook";
import { type WebhookHealth, webhookHealth } from "../delivery-state";
import { SigningSecretDialog } from "./SigningSecretDialog";
import * as styles from "./WebhookCard.css";

interface WebhookValues {
  url: string;
}

function HealthBadge({ health }: { health: WebhookHealth }) {
  switch (health.state) {
    case "unset":
      return (
        <Badge tone="neutral" icon={<CircleDashed size={14} />}>
          Not set
        </Badge>
      );
    case "healthy":
      return (
        <Badge tone="positive" icon={<CircleCheck size={14} />}>
          Active
        </Badge>
      );
    case "failing":
      return (
        <Badge tone="caution" icon={<CircleAlert size={14} />}>
          Failing since {formatDateTime(health.since)}
        </Badge>
      );
    case "disabled":
      return (
        <Badge tone="critical" icon={<CirclePause size={14} />}>
          Disabled since {formatDateTime(health.since)}
        </Badge>
      );
  }
}

/**
 * The business's webhook: the URL its message statuses and customer replies are posted to, its
 * health, and the signing secret (shown once when the first URL is saved, or when rotated).
 */
export function WebhookCard() {
  const { data, loading, error, refetch } = useQuery(WorkspaceWebhookQuery);
  const { setWebhook, isSaving } = useSetWebhook();
  const { rotate, isRotating } = useRotateWebhookSecret();
  const [secret, setSecret] = useState<string | null>(null);
  const [isConfirmingRotate, setConfirmingRotate] = useState(false);
  const webhook = data?.workspaceWebhook;
  // The URL field, where focus returns after the secret was shown.
  const urlField = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<WebhookValues>({ defaultValues: { url: "" } });

  const urlRegistration = register("url");
  const savedUrl = webhook?.url ?? "";
  useEffect(() => {
    reset({ url: savedUrl });
  }, [savedUrl, reset]);

  const onSubmit = handleSubmit(async ({ url }) => {
    const trimmed = url.trim();
    if (!trimmed) {
      setError("url", {
        message: "Enter a full URL such as https://example.com/webhooks/whatsapp",
      });
      return;
    }
    const outcome = await setWebhook(trimmed);
    if (outcome.ok) {
      if (outcome.signingSecret) setSecret(outcome.signingSecret);
      return;
    }
    showFormError(outcome.error, setError, ["url"], {
      title: "Webhook not saved",
      fallback: "The webhook could not be saved. Please try again.",
    });
  });

  const confirmRotate = async () => {
    const rotated = await rotate();
    setConfirmingRotate(false);
    if (rotated) setSecret(rotated);
  };

  let body;
  if (error && !data) {
    body = <QueryErrorState what="the webhook" error={error} onRetry={refetch} />;
  } else if (loading && !webhook) {
    body = (
      <div role="status" aria-label="Loading the webhook">
        <Skeleton height={72} />
      </div>
    );
  } else {
    const health = webhookHealth(webhook ?? { url: null, failingSince: null, disabledAt: null });
    body = (
      <Stack space="medium">
        <div className={styles.status}>
          <Text as="span" weight="semibold">
            Status
          </Text>
          <HealthBadge health={health} />
        </div>
        {health.state === "disabled" && (
          <Text tone="critical" size="small">
            Deliveries failed for three days, so they are held. Fix your endpoint and contact
            support to turn it on again.
          </Text>
        )}
        <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
          <div className={styles.field}>
            <TextField
              label="Webhook URL"
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://example.com/webhooks/whatsapp"
              hint="We POST message.status and message.received events here, signed with your secret."
              error={errors.url?.message}
              {...urlRegistration}
              ref={(element) => {
                urlRegistration.ref(element);
                urlField.current = element;
              }}
            />
          </div>
          <Button
            type="submit"
            className={styles.formButton}
            iconStart={<Save size={16} />}
            loading={isSaving}
            loadingText="Saving..."
            disabled={!isDirty && Boolean(savedUrl)}
          >
            Save webhook
          </Button>
        </form>
        {savedUrl && (
          <div>
            <Button
              variant="secondary"
              size="small"
              iconStart={<RefreshCw size={16} />}
              onClick={() => setConfirmingRotate(true)}
            >
              Rotate signing secret
            </Button>
          </div>
        )}
      </Stack>
    );
  }

  return (
    <Card as="section" aria-labelledby="webhook-title" id="webhook">
      <CardHeader
        title={<span id="webhook-title">Webhook</span>}
        titleAs="h2"
        description="Where Ai Zapy tells your systems about message statuses and customer replies."
      />
      <CardBody>{body}</CardBody>
      <SigningSecretDialog
        secret={secret}
        onClose={() => setSecret(null)}
        returnFocusTo={urlField}
      />
      <ConfirmDialog
        open={isConfirmingRotate}
        onOpenChange={(open) => {
          if (!open && !isRotating) setConfirmingRotate(false);
        }}
        title="Rotate the signing secret?"
        description="A new secret signs every webhook from now on. The current one keeps signing alongside it for 24 hours, so you can update your endpoint."
        confirmLabel="Rotate secret"
        tone="default"
        onConfirm={() => void confirmRotate()}
        keepOpenOnConfirm
        loading={isRotating}
      />
    </Card>
  );
}
