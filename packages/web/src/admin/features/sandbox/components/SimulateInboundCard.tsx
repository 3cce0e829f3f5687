import {
  Button,
  Card,
  CardBody,
  CardHeader,
  Stack,
  Text,
  TextArea,
  TextField,
  TextLink,
} from "@aizapy/design-system";
import { MESSAGING_PROVIDER_LABELS, sandboxInboundInputSchema } from "@aizapy/contracts";
import { Send } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router-dom";
import { type z } from "zod";
import { applyFieldErrors } from "../../../../shared/lib/form-errors";
import { paths } from "../../../lib/paths";
import { schemaResolver } from "../../../lib/schema-resolver";
import { useSimulateInboundMessage } from "../api/simulate-inbound-message";

interface InboundFormValues {
  from: string;
  text: string;
}

type InboundInput = z.output<typeof sandboxInboundInputSchema>;

const FIELDS = ["from", "text"] as const;

export interface SimulateInboundCardProps {
  business: { id: string; name: string };
  /** The provider the business sends through (its newest active configuration's), or null. */
  provider: string | null;
}

/** Why there is no form: customers are simulated only through an active sandbox configuration. */
function SandboxUnavailable({ provider }: { provider: string | null }) {
  if (!provider) {
    return (
      <Text tone="secondary">
        This business has no active API configuration. Add a sandbox configuration on the{" "}
        <TextLink asChild>
          <Link to={paths.apiConfigs}>API Configs</Link>
        </TextLink>{" "}
        page to simulate its customers&apos; messages.
      </Text>
    );
  }
  const label = MESSAGING_PROVIDER_LABELS[provider as keyof typeof MESSAGING_PROVIDER_LABELS];
  return (
    <Text tone="secondary">
      This business sends through {label ?? provider}, where its customers&apos; messages come from
      WhatsApp itself. They can be simulated only through an active sandbox configuration.
    </Text>
  );
}

function InboundForm({ business }: { business: SimulateInboundCardProps["business"] }) {
  const { simulateInboundMessage, isSimulating } = useSimulateInboundMessage();
  const resolver = useMemo(
    () =>
      schemaResolver(sandboxInboundInputSchema, (values: InboundFormValues) => ({
        businessId: business.id,
        ...values,
      })),
    [business.id],
  );
  const {
    register,
    handleSubmit,
    resetField,
    setError,
    formState: { errors },
  } = useForm<InboundFormValues, unknown, InboundInput>({
    resolver,
    defaultValues: { from: "", text: "" },
  });

  const onSubmit = handleSubmit(async (input) => {
    // The console's form writes text only (media and button replies are for the API).
    const outcome = await simulateInboundMessage(
      { ...input, text: input.text ?? "" },
      business.name,
    );
    // The number stays, so the same customer can write again.
    if (outcome.ok) resetField("text");
    else applyFieldErrors(outcome.error, setError, FIELDS);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="simulate-inbound-title">
      <Stack space="medium">
        <TextField
          label="Customer number"
          type="tel"
          required
          autoComplete="off"
          placeholder="+91 98765 43210"
          hint="In E.164, e.g. +919876543210; without a country code it is taken as Indian (+91)."
          error={errors.from?.message}
          {...register("from")}
        />
        <TextArea
          label="Message"
          required
          rows={3}
          placeholder="Is my order on its way?"
          error={errors.text?.message}
          {...register("text")}
        />
        <div>
          <Button
            type="submit"
            iconStart={<Send size={16} />}
            loading={isSimulating}
            loadingText="Sending..."
          >
            Simulate message
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/**
 * Simulate a customer message: on the sandbox, a customer's WhatsApp message to the business,
 * as Meta would deliver it. Elsewhere, why it cannot be simulated.
 */
export function SimulateInboundCard({ business, provider }: SimulateInboundCardProps) {
  return (
    <Card as="section" aria-labelledby="simulate-inbound-title">
      <CardHeader
        title={<span id="simulate-inbound-title">Simulate a customer message</span>}
        titleAs="h2"
        description="A message from a customer through the sandbox: it opens the 24-hour service window and reaches the business's webhook as message.received."
      />
      <CardBody>
        {provider === "sandbox" ? (
          <InboundForm business={business} />
        ) : (
          <SandboxUnavailable provider={provider} />
        )}
      </CardBody>
    </Card>
  );
}
