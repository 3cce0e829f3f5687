import { useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";
import { API_KEY_DEPENDENT_FIELDS } from "./api-key-changes";

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($businessId: ID!, $id: ID!) {
    revokeApiKey(businessId: $businessId, id: $id) {
      ...ApiKeyFields_apiKey
    }
  }
`);

/** Revokes a key (it stays listed, marked revoked) and says how it went; answers whether it worked. */
export function useRevokeApiKey(businessId: string) {
  const [mutate, { loading }] = useMutation(RevokeApiKeyMutation, {
    update: (cache) => evictRootFields(cache, API_KEY_DEPENDENT_FIELDS),
  });

  const revokeApiKey = async (apiKey: { id: string; name: string; prefix: string }) => {
    try {
      await mutate({ variables: { businessId, id: apiKey.id } });
      notifySuccess("API key revoked", `${apiKey.name} (${apiKey.prefix}…) no longer works.`);
      return true;
    } catch (error) {
      notifyRequestFailure(
        "Revoke failed",
        error,
        "Failed to revoke the API key. Please try again.",
      );
      return false;
    }
  };

  return { revokeApiKey, isRevoking: loading };
}
