import { type DocumentNode } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { Button } from "@aizapy/design-system";
import { RotateCw } from "lucide-react";
import { useState } from "react";

export interface RefreshButtonProps {
  /** What is reloaded ("Refresh messages"): the button's name. */
  label: string;
  /** The page's queries to run again (those on screen). */
  queries: readonly DocumentNode[];
}

/**
 * Loads a page's data again on request. Lists never refetch by time (docs/decisions/0014), yet the
 * platform moves messages and webhooks on by itself: the operator asks for what happened since.
 */
export function RefreshButton({ label, queries }: RefreshButtonProps) {
  const client = useApolloClient();
  const [isRefreshing, setRefreshing] = useState(false);
  return (
    <Button
      variant="secondary"
      iconStart={<RotateCw size={16} />}
      loading={isRefreshing}
      aria-label={label}
      onClick={() => {
        setRefreshing(true);
        client
          .refetchQueries({ include: [...queries] })
          .catch(() => undefined)
          .finally(() => setRefreshing(false));
      }}
    >
      Refresh
    </Button>
  );
}
