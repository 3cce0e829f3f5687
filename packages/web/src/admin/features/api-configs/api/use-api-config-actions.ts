import { useApolloClient, useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import {
  type ApiConfigDetails_ApiConfigFragment,
  type CreateApiConfigInput,
  type UpdateApiConfigInput,
} from "../../../gql/graphql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";
import { describeProvider } from "../labels";
import {
  CreateApiConfigMutation,
  DeactivateApiConfigMutation,
  DeleteApiConfigMutation,
  RotateApiConfigKeyMutation,
  RotateApiConfigWebhookSecretMutation,
  UpdateApiConfigMutation,
} from "./api-config-mutations";

/** Secrets in full, from the one answer that sets or generates them. */
export interface RevealedSecrets {
  apiKey: string | null;
  appSecret: string | null;
  webhookSecret: string | null;
}

export type ApiConfigOutcome =
  | { ok: true; config: ApiConfigDetails_ApiConfigFragment; revealed: RevealedSecrets | null }
  | { ok: false; error: unknown };

/** What a change to a configuration can make stale. */
const API_CONFIG_DEPENDENT_FIELDS = [
  "apiConfigs",
  "apiConfig",
  "consoleSearch",
  "dashboardStats",
  "analyticsSummary",
] as const;

// Secrets in full must not outlive the dialog that shows them: these answers skip the cache, and
// the lists that show the configuration are dropped from it and load again, masked.
const noCache = { fetchPolicy: "no-cache" } as const;

/** Every change an operator makes to API configurations, each with its toasts. */
export function useApiConfigActions() {
  const client = useApolloClient();
  const [create, created] = useMutation(CreateApiConfigMutation, noCache);
  const [update, updated] = useMutation(UpdateApiConfigMutation, noCache);
  const [rotateKey, keyRotated] = useMutation(RotateApiConfigKeyMutation, noCache);
  const [rotateWebhook, webhookRotated] = useMutation(
    RotateApiConfigWebhookSecretMutation,
    noCache,
  );
  const [deactivate, deactivated] = useMutation(DeactivateApiConfigMutation, noCache);
  const [remove, removed] = useMutation(DeleteApiConfigMutation, noCache);

  const refresh = () => evictRootFields(client.cache, API_CONFIG_DEPENDENT_FIELDS);

  /** Runs a change that answers a configuration with revealed secrets. */
  const withSecrets = async (
    run: () => Promise<{
      config: ApiConfigDetails_ApiConfigFragment;
      revealed: RevealedSecrets;
    } | null>,
    success: (config: ApiConfigDetails_ApiConfigFragment) => [string, string],
    failure: [string, string],
  ): Promise<ApiConfigOutcome> => {
    try {
      const result = await run();
      if (!result) throw new Error("The server sent no configuration");
      refresh();
      notifySuccess(...success(result.config));
      const { apiKey, appSecret, webhookSecret } = result.revealed;
      const hasSecrets = Boolean(apiKey || appSecret || webhookSecret);
      return { ok: true, config: result.config, revealed: hasSecrets ? result.revealed : null };
    } catch (error) {
      notifyRequestFailure(failure[0], error, failure[1]);
      return { ok: false, error };
    }
  };

  const named = (config: ApiConfigDetails_ApiConfigFragment) =>
    `The ${describeProvider(config.provider)} configuration of ${config.businessName}`;

  return {
    isSaving: created.loading || updated.loading,
    isRotating: keyRotated.loading || webhookRotated.loading,
    isDeactivating: deactivated.loading,
    isDeleting: removed.loading,

    createApiConfig: (input: CreateApiConfigInput) =>
      withSecrets(
        async () => {
          const { data } = await create({ variables: { input } });
          return data ? { config: data.createApiConfig.apiConfig, ...data.createApiConfig } : null;
        },
        (config) => ["API Config Added", `${named(config)} has been added successfully.`],
        ["Add Failed", "Failed to add API configuration. Please try again."],
      ),

    updateApiConfig: (id: string, input: UpdateApiConfigInput) =>
      withSecrets(
        async () => {
          const { data } = await update({ variables: { id, input } });
          return data ? { config: data.updateApiConfig.apiConfig, ...data.updateApiConfig } : null;
        },
        (config) => ["API Config Updated", `${named(config)} has been updated successfully.`],
        ["Update Failed", "Failed to update API configuration. Please try again."],
      ),

    rotateApiKey: (id: string, apiKey: string) =>
      withSecrets(
        async () => {
          const { data } = await rotateKey({ variables: { id, apiKey } });
          return data
            ? { config: data.rotateApiConfigKey.apiConfig, ...data.rotateApiConfigKey }
            : null;
        },
        (config) => ["Access Token Rotated", `${named(config)} now uses the new access token.`],
        ["Rotate Failed", "Failed to rotate the access token. Please try again."],
      ),

    rotateWebhookSecret: (id: string) =>
      withSecrets(
        async () => {
          const { data } = await rotateWebhook({ variables: { id } });
          return data
            ? {
                config: data.rotateApiConfigWebhookSecret.apiConfig,
                ...data.rotateApiConfigWebhookSecret,
              }
            : null;
        },
        () => [
          "Webhook Secret Rotated",
          "The previous signing secret keeps signing webhooks for 24 hours.",
        ],
        ["Rotate Failed", "Failed to rotate the webhook signing secret. Please try again."],
      ),

    deactivateApiConfig: async (config: ApiConfigDetails_ApiConfigFragment) => {
      try {
        await deactivate({ variables: { id: config.id } });
        refresh();
        notifySuccess("API Config Deactivated", `${named(config)} no longer sends messages.`);
        return true;
      } catch (error) {
        notifyRequestFailure(
          "Update Failed",
          error,
          "Failed to deactivate API configuration. Please try again.",
        );
        return false;
      }
    },

    deleteApiConfig: async (config: { id: string; provider: string; businessName: string }) => {
      try {
        await remove({ variables: { id: config.id } });
        refresh();
        notifySuccess(
          "API Config Deleted",
          `The ${describeProvider(config.provider)} configuration of ${config.businessName} has been deleted successfully.`,
        );
        return true;
      } catch (error) {
        notifyRequestFailure(
          "Delete Failed",
          error,
          "Failed to delete API configuration. Please try again.",
        );
        return false;
      }
    },
  };
}
