import { useQuery } from "@apollo/client/react";
import { ApiKeysCard } from "../../../../shared/components/api-keys/ApiKeysCard";
import { CodeBlock } from "../../../components/CodeBlock";
import { notifyRequestFailure } from "../../../lib/notify";
import { useCreateApiKey, useRevokeApiKey, WorkspaceApiKeysQuery } from "../api/api-keys";

export interface WorkspaceApiKeysCardProps {
  /** Builds the cURL example shown with a new key. */
  curlFor: (key: string) => string;
}

/**
 * The business's /v1 API keys. A new key is shown once with a cURL command that uses it; a key's
 * Revoke button names its prefix too, as names may repeat.
 */
export function WorkspaceApiKeysCard({ curlFor }: WorkspaceApiKeysCardProps) {
  const query = useQuery(WorkspaceApiKeysQuery);
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();

  return (
    <ApiKeysCard
      apiKeys={query.data?.workspaceApiKeys}
      query={query}
      {...create}
      {...revoke}
      onCreateError={(error) =>
        notifyRequestFailure(
          "Create failed",
          error,
          "The API key could not be created. Please try again.",
        )
      }
      description="Your systems call the /v1 messaging API with a key, sent as a bearer token."
      emptyDescription='Click "Create API key" to send messages from your own systems.'
      createDescription="Your systems send messages through /v1 with it. The key is shown once, right after it is created."
      newKeyTitle="Copy your API key now"
      renderNewKeyExtra={(key) => (
        <CodeBlock
          label="Try it: send hello_world with this key"
          code={curlFor(key)}
          copyLabel="Copy command"
        />
      )}
      revokeLabel={(apiKey) => `Revoke ${apiKey.name} (${apiKey.prefix}…)`}
    />
  );
}
