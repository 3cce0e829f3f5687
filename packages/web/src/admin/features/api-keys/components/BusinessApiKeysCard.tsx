import { useQuery } from "@apollo/client/react";
import { ApiKeysCard } from "../../../../shared/components/api-keys/ApiKeysCard";
import { useCreateApiKey } from "../api/create-api-key";
import { ApiKeysQuery } from "../api/get-api-keys";
import { useRevokeApiKey } from "../api/revoke-api-key";

/** A business's /v1 API keys, as operators create and revoke them for it. */
export function BusinessApiKeysCard({ businessId }: { businessId: string }) {
  const query = useQuery(ApiKeysQuery, { variables: { businessId } });
  const create = useCreateApiKey(businessId);
  const revoke = useRevokeApiKey(businessId);

  return (
    <ApiKeysCard
      apiKeys={query.data?.apiKeys}
      query={query}
      {...create}
      {...revoke}
      description="Keys for the business's own systems to call the /v1 messaging API."
      emptyDescription='Click "Create API key" to let the business send messages through /v1.'
      createDescription="The business's systems send messages through /v1 with it. The key is shown once, right after it is created."
      newKeyTitle="Copy the API key now"
    />
  );
}
