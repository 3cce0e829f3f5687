import { graphql } from "../../../gql";
import { apiPaths } from "../../../lib/paths";
import { endSession, getToken, goToLogin } from "../../../lib/session";

/** An import's progress and its first rejected rows, polled while it runs. */
export const WorkspaceContactImportQuery = graphql(`
  query WorkspaceContactImport($id: ID!) {
    workspaceContactImport(id: $id) {
      id
      status
      total
      processed
      created
      updated
      failed
      errors {
        row
        message
      }
      failureReason
      createdAt
      completedAt
    }
  }
`);

/** A REST call with the member's token; a refused session ends it, as GraphQL's does. */
async function send(url: string, init: RequestInit): Promise<Response> {
  const token = getToken();
  const response = await fetch(url, {
    ...init,
    headers: { ...init.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    credentials: "same-origin",
  });
  if (response.status === 401) {
    endSession();
    goToLogin();
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `The server answered ${response.status}.`);
  }
  return response;
}

/** Uploads the file (already rewritten to the chosen columns) and answers the import's id. */
export async function startContactImport(csv: string, optInSource: string): Promise<string> {
  const query = optInSource.trim() ? `?optInSource=${encodeURIComponent(optInSource.trim())}` : "";
  const response = await send(`${apiPaths.contactImports}${query}`, {
    method: "POST",
    headers: { "content-type": "text/csv" },
    body: csv,
  });
  return ((await response.json()) as { id: string }).id;
}

/** Downloads every rejected row of an import and saves it as a file. */
export async function downloadContactImportReport(id: string): Promise<void> {
  const response = await send(apiPaths.contactImportReport(id), { method: "GET" });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = `import-${id}-errors.csv`;
  link.click();
  // Revoked once the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
