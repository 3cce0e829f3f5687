import { useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { type SandboxInboundInput } from "../../../gql/graphql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";

export const SimulateInboundMessageMutation = graphql(`
  mutation SimulateInboundMessage($input: SandboxInboundInput!) {
    simulateInboundMessage(input: $input)
  }
`);

/** What a customer's message makes stale: the business's usage and its WhatsApp messages. */
const INBOUND_DEPENDENT_FIELDS = ["businessUsage", "whatsappMessagePage"] as const;

/**
 * Sends a customer's message to a business through its sandbox and says how it went; the error
 * is handed back for the form's fields.
 */
export function useSimulateInboundMessage() {
  const [mutate, { loading }] = useMutation(SimulateInboundMessageMutation, {
    update: (cache) => evictRootFields(cache, INBOUND_DEPENDENT_FIELDS),
  });

  const simulateInboundMessage = async (input: SandboxInboundInput, businessName: string) => {
    try {
      await mutate({ variables: { input } });
      notifySuccess(
        "Customer message simulated",
        `${input.from} wrote to ${businessName}: the 24-hour service window is open.`,
      );
      return { ok: true as const };
    } catch (error) {
      notifyRequestFailure(
        "Simulation failed",
        error,
        "Failed to simulate the customer message. Please try again.",
      );
      return { ok: false as const, error };
    }
  };

  return { simulateInboundMessage, isSimulating: loading };
}
