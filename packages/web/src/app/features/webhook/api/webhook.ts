import { useApolloClient, useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";

/** Where the business receives its webhooks, and whether the endpoint is failing. */
export const WorkspaceWebhookQuery = graphql(`
  query WorkspaceWebhook {
    workspaceWebhook {
      url
      failingSince
      disabledAt
    }
  }
`);

export const SetWorkspaceWebhookMutation = graphql(`
  mutation SetWorkspaceWebhook($url: String) {
    setWorkspaceWebhook(url: $url) {
      url
      signingSecret
      failingSince
      disabledAt
    }
  }
`);

export const RotateWorkspaceWebhookSecretMutation = graphql(`
  mutation RotateWorkspaceWebhookSecret {
    rotateWorkspaceWebhookSecret {
      signingSecret
    }
  }
`);

/** What a new URL makes stale: the webhook itself and the checklist's webhook step. */
const WEBHOOK_DEPENDENT_FIELDS = ["workspaceWebhook", "workspaceOnboarding"];

/**
 * Sets (or with null removes) the webhook URL. The first URL comes with a signing secret in the
 * answer, shown once: the answer skips the cache, and the webhook loads again without it.
 */
export function useSetWebhook() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(SetWorkspaceWebhookMutation, {
    fetchPolicy: "no-cache",
  });

  const setWebhook = async (url: string | null) => {
    try {
      const { data } = await mutate({ variables: { url } });
      if (!data) throw new Error("The server sent no webhook");
      evictRootFields(client.cache, WEBHOOK_DEPENDENT_FIELDS);
      notifySuccess(
        url ? "Webhook saved" : "Webhook removed",
        url ? `Events are posted to ${url}.` : "No more events are posted.",
      );
      return { ok: true as const, signingSecret: data.setWorkspaceWebhook.signingSecret };
    } catch (error) {
      return { ok: false as const, error };
    }
  };

  return { setWebhook, isSaving: loading };
}

/** A new signing secret, shown once; the previous one keeps signing for 24 hours. */
export function useRotateWebhookSecret() {
  const [mutate, { loading }] = useMutation(RotateWorkspaceWebhookSecretMutation, {
    fetchPolicy: "no-cache",
  });

  const rotate = async () => {
    try {
      const { data } = await mutate();
      const secret = data?.rotateWorkspaceWebhookSecret.signingSecret;
      if (!secret) throw new Error("The server sent no secret");
      notifySuccess(
        "Signing secret rotated",
        "The previous secret keeps signing for 24 hours, alongside the new one.",
      );
      return secret;
    } catch (error) {
      notifyRequestFailure("Rotate failed", error, "The secret could not be rotated.");
      return null;
    }
  };

  return { rotate, isRotating: loading };
}
