import {
  Button,
  Card,
  CardBody,
  CardHeader,
  DataTable,
  type DataTableColumn,
  Stack,
  Text,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { formatDateTime } from "../../../../shared/lib/format";
import { type RateFields_RateFragment as Rate } from "../../../gql/graphql";
import { RateCardQuery } from "../api/get-rate-card";
import { describeCategory, describePrice, describeRate } from "../labels";
import { CancelRateDialog } from "./CancelRateDialog";
import { ScheduleRateDialog } from "./ScheduleRateDialog";

/** The columns both tables share; `from` is what the third one is called. */
const rateColumns = (from: string): DataTableColumn<Rate>[] => [
  {
    id: "category",
    header: "Category",
    cell: (rate) => describeCategory(rate.category),
    isRowHeader: true,
  },
  {
    id: "price",
    header: "Price per delivered message",
    cell: (rate) => describePrice(rate.priceInr),
  },
  { id: "from", header: from, cell: (rate) => formatDateTime(rate.effectiveFrom) },
];

const currentColumns = rateColumns("Since");
const scheduledColumns = rateColumns("Effective from");

/**
 * What each delivered message costs by category (billing prices every delivery from it), the
 * prices scheduled to follow with a way to withdraw them, and a way to schedule a new one.
 */
export function RateCardCard() {
  const { data, error, refetch } = useQuery(RateCardQuery);
  const [isScheduling, setScheduling] = useState(false);
  const [cancelling, setCancelling] = useState<Rate | null>(null);
  const card = data?.rateCard;

  return (
    <Card as="section" aria-labelledby="rate-card-title">
      <CardHeader
        title={<span id="rate-card-title">Rate card</span>}
        titleAs="h2"
        description="What each delivered message costs, by category"
        action={
          <Button
            variant="secondary"
            size="small"
            iconStart={<CalendarPlus size={16} />}
            disabled={!card}
            onClick={() => setScheduling(true)}
          >
            Schedule a new price
          </Button>
        }
      />
      <CardBody>
        {error && !card ? (
          <QueryErrorState what="the rate card" error={error} onRetry={refetch} />
        ) : (
          <Stack space="large">
            <Stack space="small">
              <DataTable
                caption="Current prices"
                columns={currentColumns}
                rows={card?.current ?? []}
                getRowId={(rate) => rate.id}
                loading={!card}
                loadingLabel="Loading the rate card"
                loadingRowCount={4}
              />
              <Text size="small" tone="secondary">
                Utility templates are free inside the 24-hour customer service window, and service
                conversations always are, whatever their price here.
              </Text>
            </Stack>
            <DataTable
              caption="Scheduled prices"
              columns={scheduledColumns}
              rows={card?.scheduled ?? []}
              getRowId={(rate) => rate.id}
              loading={!card}
              loadingRowCount={1}
              empty="No price changes are scheduled."
              rowActions={(rate) => (
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={`Cancel ${describeRate(rate)}`}
                  onClick={() => setCancelling(rate)}
                >
                  Cancel
                </Button>
              )}
            />
          </Stack>
        )}
      </CardBody>
      <ScheduleRateDialog open={isScheduling} onOpenChange={setScheduling} />
      <CancelRateDialog rate={cancelling} onClose={() => setCancelling(null)} />
    </Card>
  );
}
