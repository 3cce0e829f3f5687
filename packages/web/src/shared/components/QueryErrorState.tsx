import { Button, EmptyState } from "@aizapy/design-system";
import { CircleAlert, RotateCw } from "lucide-react";
import { useState } from "react";
import { describeRequestError } from "../lib/errors";

export interface QueryErrorStateProps {
  /** What could not be loaded ("messages", "API keys"). */
  what: string;
  /** The query's error. */
  error: unknown;
  /** Runs the query again. */
  onRetry: () => Promise<unknown>;
}

/** What a list or card shows when its data could not be loaded: the reason and a retry button. */
export function QueryErrorState({ what, error, onRetry }: QueryErrorStateProps) {
  const [isRetrying, setRetrying] = useState(false);
  const reason = describeRequestError(error).message ?? "Check your connection and try again.";
  return (
    <div role="alert">
      <EmptyState
        icon={<CircleAlert size={24} />}
        titleAs="p"
        title={`Couldn't load ${what}`}
        description={reason}
        action={
          <Button
            variant="secondary"
            iconStart={<RotateCw size={16} />}
            loading={isRetrying}
            onClick={() => {
              setRetrying(true);
              onRetry()
                .catch(() => undefined)
                .finally(() => setRetrying(false));
            }}
          >
            Try again
          </Button>
        }
      />
    </div>
  );
}
