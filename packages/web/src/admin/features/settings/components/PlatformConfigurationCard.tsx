import { Button, Card, CardBody, CardHeader, Skeleton } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { formatDateTime } from "../../../../shared/lib/format";
import { DetailList } from "../../../components/DetailList";
import { PlatformSettingsQuery } from "../api/get-platform-settings";
import { AllowedOriginsDialog } from "./AllowedOriginsDialog";

/** Allowed origins and when the settings last changed; the origins edit in a dialog. */
export function PlatformConfigurationCard() {
  const { data, error, refetch } = useQuery(PlatformSettingsQuery);
  const [isEditing, setEditing] = useState(false);
  const settings = data?.platformSettings;
  const placeholder = <Skeleton width={160} />;

  return (
    <Card as="section" aria-labelledby="platform-configuration-title">
      <CardHeader
        title={<span id="platform-configuration-title">Platform Configuration</span>}
        titleAs="h2"
        description="Platform details and the origins allowed to call the API"
        action={
          <Button
            variant="secondary"
            size="small"
            iconStart={<Pencil size={16} />}
            disabled={!settings}
            onClick={() => setEditing(true)}
          >
            Edit Origins
          </Button>
        }
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
      <AllowedOriginsDialog
        open={isEditing}
        onOpenChange={setEditing}
        origins={settings?.allowedOrigins ?? []}
      />
    </Card>
  );
}
