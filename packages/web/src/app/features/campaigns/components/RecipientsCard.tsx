import {
  Button,
  Card,
  CardBody,
  CardHeader,
  DataTable,
  type DataTableColumn,
  EmptyState,
  FilterBar,
  Inline,
  Select,
  Stack,
  Text,
} from "@aizapy/design-system";
import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Download, Users } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { DateTime } from "../../../../shared/components/DateTime";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { type WorkspaceCampaignRecipientsQuery as RecipientsQueryResult } from "../../../gql/graphql";
import { notifyRequestFailure } from "../../../lib/notify";
import { downloadCampaignRecipients, WorkspaceCampaignRecipientsQuery } from "../api/campaigns";
import { recipientStatusOptions } from "../campaign-status";
import { RecipientStatusBadge } from "./StatusBadges";

type Recipient = RecipientsQueryResult["workspaceCampaignRecipients"]["items"][number];

const PAGE_SIZE = 50;

const columns: DataTableColumn<Recipient>[] = [
  {
    id: "phone",
    header: "Number",
    isRowHeader: true,
    cell: (recipient) => <span translate="no">{recipient.phone}</span>,
  },
  {
    id: "status",
    header: "Status",
    cell: (recipient) => <RecipientStatusBadge status={recipient.status} />,
  },
  {
    id: "failure",
    header: "Why it failed",
    cell: (recipient) =>
      recipient.failure ? (
        <Stack space="xxsmall">
          <span>{recipient.failure.reason}</span>
          <Text as="span" size="small" tone="secondary">
            {`Code ${recipient.failure.code}`}
            {recipient.nextAttemptAt ? " · tried again " : ""}
            {recipient.nextAttemptAt && <DateTime iso={recipient.nextAttemptAt} />}
          </Text>
        </Stack>
      ) : (
        "—"
      ),
  },
  {
    id: "attempts",
    header: "Tries",
    align: "end",
    hideBelow: "desktop",
    cell: (recipient) => recipient.attempts,
  },
  {
    id: "updatedAt",
    header: "Last change",
    hideBelow: "tablet",
    cell: (recipient) => <DateTime iso={recipient.updatedAt} />,
  },
];

export interface RecipientsCardProps {
  campaignId: string;
  /** Changes whenever the campaign's counts do: the first page is read again then. */
  refreshKey: string;
}

/**
 * A campaign's recipients with their statuses and failures: filtered by status, 50 at a time with
 * "Load more", and exported as CSV (of the status chosen).
 */
export function RecipientsCard({ campaignId, refreshKey }: RecipientsCardProps) {
  const [status, setStatus] = useState("");
  const [isExporting, setExporting] = useState(false);
  const { data, previousData, loading, networkStatus, error, refetch, fetchMore } = useQuery(
    WorkspaceCampaignRecipientsQuery,
    {
      variables: { id: campaignId, status: status || undefined, limit: PAGE_SIZE },
      notifyOnNetworkStatusChange: true,
    },
  );
  // While a new filter loads, the rows on screen stay.
  const page = data?.workspaceCampaignRecipients ?? previousData?.workspaceCampaignRecipients;
  const hasMorePages = (page?.items.length ?? 0) > PAGE_SIZE;

  // The campaign moved on: its first page is read again, unless more pages were loaded (reading
  // the first again would drop them).
  const seenRefreshKey = useRef(refreshKey);
  useEffect(() => {
    if (seenRefreshKey.current === refreshKey) return;
    seenRefreshKey.current = refreshKey;
    if (!hasMorePages) void refetch().catch(() => undefined);
  }, [refreshKey, hasMorePages, refetch]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCampaignRecipients(campaignId, status || undefined);
    } catch (failure) {
      notifyRequestFailure("Recipients not exported", failure, "Please try again.");
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="recipients-title">
      <CardHeader
        title={<span id="recipients-title">Recipients</span>}
        titleAs="h2"
        description="Each contact the campaign goes to, with its message's status and why it failed."
        action={
          <Button
            size="small"
            variant="secondary"
            iconStart={<Download size={16} />}
            loading={isExporting}
            loadingText="Exporting..."
            onClick={() => void exportCsv()}
          >
            Export CSV
          </Button>
        }
      />
      <CardBody>
        <Stack space="medium">
          <FilterBar activeCount={status ? 1 : 0} onClear={() => setStatus("")}>
            <Select
              label="Status"
              options={recipientStatusOptions}
              value={status}
              onChange={(event) => setStatus(event.target.value)}
            />
          </FilterBar>
          {error && !page ? (
            <QueryErrorState what="the recipients" error={error} onRetry={refetch} />
          ) : (
            <DataTable
              caption="Recipients"
              hideCaption
              columns={columns}
              rows={page?.items ?? []}
              getRowId={(recipient) => recipient.contactId}
              loading={loading && !page}
              loadingLabel="Loading recipients"
              loadingRowCount={3}
              empty={
                <EmptyState
                  icon={<Users size={24} />}
                  titleAs="p"
                  title={status ? "No recipients in this status" : "No recipients yet"}
                  description={
                    status
                      ? "Choose another status, or every status."
                      : "The audience is taken when the campaign is launched."
                  }
                />
              }
            />
          )}
          {page?.nextCursor && (
            <Inline align="center">
              <Button
                variant="secondary"
                loading={networkStatus === NetworkStatus.fetchMore}
                loadingText="Loading..."
                onClick={() => void fetchMore({ variables: { cursor: page.nextCursor } })}
              >
                Load more
              </Button>
            </Inline>
          )}
        </Stack>
      </CardBody>
    </Card>
  );
}
