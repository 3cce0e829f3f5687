import {
  Button,
  Card,
  CardBody,
  CardHeader,
  SkeletonRows,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  VisuallyHidden,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { QueryErrorState } from "../../../components/QueryErrorState";
import { type RateFields_RateFragment } from "../../../gql/graphql";
import { formatDateTime } from "../../../lib/format";
import { RateCardQuery } from "../api/get-rate-card";
import { describeCategory, describePrice, describeRate } from "../labels";
import { CancelRateDialog } from "./CancelRateDialog";
import { ScheduleRateDialog } from "./ScheduleRateDialog";

/**
 * What each delivered message costs by category (billing prices every delivery from it), the
 * prices scheduled to follow with a way to withdraw them, and a way to schedule a new one.
 */
export function RateCardCard() {
  const { data, error, refetch } = useQuery(RateCardQuery);
  const [isScheduling, setScheduling] = useState(false);
  const [cancelling, setCancelling] = useState<RateFields_RateFragment | null>(null);
  const card = data?.rateCard;

  let content;
  if (error && !card) {
    content = <QueryErrorState what="the rate card" error={error} onRetry={refetch} />;
  } else if (!card) {
    content = <SkeletonRows count={4} label="Loading the rate card" withAvatar={false} />;
  } else {
    content = (
      <Stack space="large">
        <Stack space="small">
          <Table caption="Current prices">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Category</TableHeaderCell>
                <TableHeaderCell>Price per delivered message</TableHeaderCell>
                <TableHeaderCell>Since</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {card.current.map((rate) => (
                <TableRow key={rate.id}>
                  <TableHeaderCell scope="row">{describeCategory(rate.category)}</TableHeaderCell>
                  <TableCell>{describePrice(rate.priceInr)}</TableCell>
                  <TableCell>{formatDateTime(rate.effectiveFrom)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Text size="small" tone="secondary">
            Utility templates are free inside the 24-hour customer service window, and service
            conversations always are, whatever their price here.
          </Text>
        </Stack>
        {card.scheduled.length === 0 ? (
          <Text tone="secondary">No price changes are scheduled.</Text>
        ) : (
          <Table caption="Scheduled prices">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Category</TableHeaderCell>
                <TableHeaderCell>Price per delivered message</TableHeaderCell>
                <TableHeaderCell>Effective from</TableHeaderCell>
                <TableHeaderCell>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {card.scheduled.map((rate) => (
                <TableRow key={rate.id}>
                  <TableHeaderCell scope="row">{describeCategory(rate.category)}</TableHeaderCell>
                  <TableCell>{describePrice(rate.priceInr)}</TableCell>
                  <TableCell>{formatDateTime(rate.effectiveFrom)}</TableCell>
                  <TableCell>
                    <Button
                      variant="secondary"
                      size="small"
                      aria-label={`Cancel ${describeRate(rate)}`}
                      onClick={() => setCancelling(rate)}
                    >
                      Cancel
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
    );
  }

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
      <CardBody>{content}</CardBody>
      <ScheduleRateDialog open={isScheduling} onOpenChange={setScheduling} />
      <CancelRateDialog rate={cancelling} onClose={() => setCancelling(null)} />
    </Card>
  );
}
