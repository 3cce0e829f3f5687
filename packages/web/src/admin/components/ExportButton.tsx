import { Button } from "@aizapy/design-system";
import { Download } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { notifyFailure, notifySuccess } from "../../shared/lib/notify";
import { DownloadError, downloadFile } from "../lib/download";
import { paths } from "../lib/paths";
import { endSession } from "../lib/session";

export interface ExportButtonProps {
  /** The REST path of the export (from `exportPaths`). */
  path: string;
  /** The list's current filters, as the export's query. */
  query: Record<string, string | undefined>;
  /** Saved under this name when the server names none. */
  fallbackName: string;
  /** What is exported ("messages"), for the failure message. */
  what: string;
}

/** Downloads the filtered list as CSV, with the session's bearer header, and says how it went. */
export function ExportButton({ path, query, fallbackName, what }: ExportButtonProps) {
  const navigate = useNavigate();
  const [isExporting, setExporting] = useState(false);

  const exportFile = async () => {
    setExporting(true);
    try {
      const filename = await downloadFile(path, query, fallbackName);
      notifySuccess("Export Ready", `${filename} has been downloaded.`);
    } catch (error) {
      if (error instanceof DownloadError && error.status === 401) {
        endSession();
        notifyFailure("Session Expired", "Please sign in again.");
        await navigate(paths.login, { replace: true });
        return;
      }
      notifyFailure(
        "Export Failed",
        (error instanceof DownloadError && error.message) ||
          `Failed to export ${what}. Please try again.`,
      );
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button
      variant="secondary"
      iconStart={<Download size={16} />}
      loading={isExporting}
      loadingText="Exporting..."
      onClick={() => void exportFile()}
    >
      Export CSV
    </Button>
  );
}
