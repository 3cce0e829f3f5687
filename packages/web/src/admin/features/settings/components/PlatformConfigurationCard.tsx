import { Card, CardBody, CardHeader, Skeleton } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { DetailList } from "../../../components/DetailList";
import { QueryErrorState } from "../../../components/QueryErrorState";
import { formatDateTime } from "../../../lib/format";
import { PlatformSettingsQuery } from "../api/get-platform-settings";

/** Allowed origins (read-only) and when the settings last changed (spec §2). */
export function PlatformConfigurationCard() {
  const { data, error, refetch } = useQuery(PlatformSettingsQuery);
  const settings = data?.platformSettings;
  const placeholder = <Skeleton width={160} />;

  return (
    <Card as="section" aria-labelledby="platform-configuration-title">
      <CardHeader
        title={<span id="platform-configuration-title">Platform Configuration</span>}
        titleAs="h2"
        description="Read-only platform details"
      />
      <CardBody>
        {error && !data ? (
          <QueryErrorState what="platform settings" error={error} onRetry={refetch} />
        ) : (
          <DetailList
            items={[
              {
                label: "Allowed Origins (CORS)",
                value: !settings
                  ? placeholder
                  : settings.allowedOrigins.length > 0
                    ? settings.allowedOrigins.join(", ")
                    : "No specific origins configured",
              },
              {
                label: "Last Updated",
                value: !settings
                  ? placeholder
                  : (formatDateTime(settings.updatedAt) ?? "Never updated"),
              },
            ]}
          />
        )}
      </CardBody>
    </Card>
  );
}
