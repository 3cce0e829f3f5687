import { attachmentFilename, saveFile } from "../../shared/lib/download";
import { getToken } from "./session";

export class DownloadError extends Error {
  override name = "DownloadError";
  constructor(
    message: string,
    /** The HTTP status, or null when the request never got an answer. */
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** The message of a JSON error answer (`{ message }`), or "status: body". */
async function errorText(response: Response): Promise<string> {
  const body = await response.text().catch(() => "");
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === "string" && parsed.message) return parsed.message;
  } catch {
    // Not JSON: the text itself.
  }
  return `${response.status}: ${body.trim() || response.statusText}`;
}

/**
 * Fetches an export with the session's bearer header (a plain link cannot carry it, and the token
 * never goes into a URL: docs/decisions/0012) and saves it under the server's file name.
 */
export async function downloadFile(
  path: string,
  query: Record<string, string | undefined>,
  fallbackName: string,
): Promise<string> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const url = params.size > 0 ? `${path}?${params}` : path;
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: "same-origin",
    });
  } catch {
    throw new DownloadError("", null);
  }
  if (!response.ok) throw new DownloadError(await errorText(response), response.status);

  const filename = attachmentFilename(response.headers.get("content-disposition"), fallbackName);
  saveFile(await response.blob(), filename);
  return filename;
}
