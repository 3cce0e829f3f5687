import { type CreateApiKeyInput } from "@aizapy/contracts";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { type CreatedApiKey } from "../../../../shared/components/api-keys/api-key-actions";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";

export const WorkspaceApiKeyFragment = graphql(`
  fragment WorkspaceApiKey_apiKey on ApiKey {
    id
    name
    prefix
    createdAt
    lastUsedAt
    revokedAt
  }
`);

/** The business's /v1 keys, newest first, revoked ones included; never a key itself. */
export const WorkspaceApiKeysQuery = graphql(`
  query WorkspaceApiKeys {
    workspaceApiKeys {
      ...WorkspaceApiKey_apiKey
    }
  }
`);

export const CreateWorkspaceApiKeyMutation = graphql(`
  mutation CreateWorkspaceApiKey($input: CreateApiKeyInput) {
    createWorkspaceApiKey(input: $input) {
      apiKey {
        ...WorkspaceApiKey_apiKey
      }
      key
    }
  }
`);

export const RevokeWorkspaceApiKeyMutation = graphql(`
  mutation RevokeWorkspaceApiKey($id: ID!) {
    revokeWorkspaceApiKey(id: $id) {
      ...WorkspaceApiKey_apiKey
    }
  }
`);

/** What a new or revoked key makes stale: the list and the checklist's "Create an API key". */
const API_KEY_DEPENDENT_FIELDS = ["workspaceApiKeys", "workspaceOnboarding"];

/**
 * Creates a /v1 key. The answer carries the key in full, so it skips the Apollo cache and lives
 * only in the dialog that shows it once; the list loads again and shows its prefix.
 */
export function useCreateApiKey() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(CreateWorkspaceApiKeyMutation, {
    fetchPolicy: "no-cache",
  });

  const createApiKey = async (input: CreateApiKeyInput) => {
    try {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error("The server sent no key");
      evictRootFields(client.cache, API_KEY_DEPENDENT_FIELDS);
      const { apiKey, key } = data.createWorkspaceApiKey;
      notifySuccess("API key created", `${apiKey.name} can call the messaging API now.`);
      return { ok: true as const, created: { name: apiKey.name, key } satisfies CreatedApiKey };
    } catch (error) {
      return { ok: false as const, error };
    }
  };

  return { createApiKey, isCreating: loading };
}

/** Revokes a key (it stays listed, marked revoked); resolves to whether it worked. */
export function useRevokeApiKey() {
  const [mutate, { loading }] = useMutation(RevokeWorkspaceApiKeyMutation, {
    update: (cache) => evictRootFields(cache, API_KEY_DEPENDENT_FIELDS),
  });

  const revokeApiKey = async (apiKey: { id: string; name: string; prefix: string }) => {
    try {
      await mutate({ variables: { id: apiKey.id } });
      notifySuccess("API key revoked", `${apiKey.name} (${apiKey.prefix}…) no longer works.`);
      return true;
    } catch (error) {
      notifyRequestFailure("Revoke failed", error, "The API key could not be revoked.");
      return false;
    }
  };

  return { revokeApiKey, isRevoking: loading };
}
