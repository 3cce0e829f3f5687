import { useApolloClient, useMutation } from "@apollo/client/react";
import { type CreatedApiKey } from "../../../../shared/components/api-keys/api-key-actions";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { type CreateApiKeyInput } from "../../../gql/graphql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";
import { API_KEY_DEPENDENT_FIELDS } from "./api-key-changes";

export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($businessId: ID!, $input: CreateApiKeyInput!) {
    createApiKey(businessId: $businessId, input: $input) {
      apiKey {
        ...ApiKeyFields_apiKey
      }
      key
    }
  }
`);

/**
 * Creates a /v1 key for a business and says how it went. The answer carries the key in full, so
 * it skips the Apollo cache and lives only in the dialog that shows it once; the list loads again
 * and shows its prefix. The error is handed back for the form's field.
 */
export function useCreateApiKey(businessId: string) {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(CreateApiKeyMutation, { fetchPolicy: "no-cache" });

  const createApiKey = async (input: CreateApiKeyInput) => {
    try {
      const { data } = await mutate({ variables: { businessId, input } });
      if (!data) throw new Error("The server sent no key");
      evictRootFields(client.cache, API_KEY_DEPENDENT_FIELDS);
      const { apiKey, key } = data.createApiKey;
      notifySuccess("API key created", `${apiKey.name} can call the messaging API now.`);
      return { ok: true as const, created: { name: apiKey.name, key } satisfies CreatedApiKey };
    } catch (error) {
      notifyRequestFailure(
        "Create failed",
        error,
        "Failed to create the API key. Please try again.",
      );
      return { ok: false as const, error };
    }
  };

  return { createApiKey, isCreating: loading };
}
