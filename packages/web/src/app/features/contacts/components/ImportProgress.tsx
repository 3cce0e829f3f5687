import {
  Button,
  Card,
  CardBody,
  CardHeader,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { Download } from "lucide-react";
import { useEffect, useState } from "react";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { Notice } from "../../../components/Notice";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";
import { downloadContactImportReport, WorkspaceContactImportQuery } from "../api/contact-imports";
import * as styles from "./ImportProgress.css";

const POLL_MS = 1000;

export interface ImportProgressProps {
  importId: string;
}

/**
 * An import as it runs (polled every second until it is done): a progress bar of the rows
 * processed, then what was created, updated and rejected, the first rejected rows and the report.
 */
export function ImportProgress({ importId }: ImportProgressProps) {
  const { data, error, refetch, startPolling, stopPolling, client } = useQuery(
    WorkspaceContactImportQuery,
    { variables: { id: importId }, pollInterval: POLL_MS, notifyOnNetworkStatusChange: false },
  );
  const [isDownloading, setDownloading] = useState(false);
  const current = data?.workspaceContactImport;
  const isRunning = !current || current.status === "running";

  useEffect(() => {
    if (isRunning) startPolling(POLL_MS);
    else {
      stopPolling();
      // The contact lists load afresh with what the import added.
      evictRootFields(client.cache, ["workspaceContacts", "workspaceSegments"]);
    }
  }, [isRunning, startPolling, stopPolling, client]);

  if (error && !current)
    return <QueryErrorState what="the import" error={error} onRetry={refetch} />;

  const total = current?.total ?? null;
  const processed = current?.processed ?? 0;
  const percent = total ? Math.min(100, Math.round((processed / total) * 100)) : 0;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadContactImportReport(importId);
    } catch (failure) {
      notifyRequestFailure("Report not downloaded", failure, "Please try again.");
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="import-progress-title">
      <CardHeader
        title={<span id="import-progress-title">{isRunning ? "Importing..." : "Import"}</span>}
        titleAs="h2"
      />
      <CardBody>
        <Stack space="medium">
          <div
            className={styles.track}
            role="progressbar"
            aria-label="Rows processed"
            aria-valuemin={0}
            aria-valuemax={total ?? undefined}
            aria-valuenow={total === null ? undefined : processed}
          >
            <div className={styles.bar} style={{ width: `${isRunning ? percent : 100}%` }} />
          </div>
          <Text tone="secondary" aria-live="polite">
            {total === null
              ? "Counting the rows..."
              : `${processed.toLocaleString("en-IN")} of ${total.toLocaleString("en-IN")} rows processed`}
          </Text>
          {current?.status === "failed" && (
            <Notice tone="critical" title="The import stopped">
              {current.failureReason ?? "Please try again."}
            </Notice>
          )}
          {current && current.status !== "running" && (
            <>
              <Notice
                tone={current.failed > 0 ? "caution" : "positive"}
                title={current.status === "completed" ? "Import complete" : "Import incomplete"}
              >
                {`${current.created} created, ${current.updated} updated, ${current.failed} rejected.`}
              </Notice>
              {current.errors.length > 0 && (
                <Stack space="small">
                  <Table caption="Rejected rows">
                    <TableHeader>
                      <TableRow>
                        <TableHeaderCell>Row</TableHeaderCell>
                        <TableHeaderCell>Reason</TableHeaderCell>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {current.errors.map((rejected) => (
                        <TableRow key={rejected.row}>
                          <TableCell>{rejected.row}</TableCell>
                          <TableCell>{rejected.message}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                  <div>
                    <Button
                      variant="secondary"
                      iconStart={<Download size={16} />}
                      loading={isDownloading}
                      loadingText="Downloading..."
                      onClick={() => void download()}
                    >
                      Download the full report
                    </Button>
                  </div>
                </Stack>
              )}
            </>
          )}
        </Stack>
      </CardBody>
    </Card>
  );
}
