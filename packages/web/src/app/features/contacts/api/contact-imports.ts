import { graphql } from "../../../gql";
import { apiPaths } from "../../../lib/paths";
import { downloadWithSession, sendWithSession } from "../../../lib/rest";

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

/** Uploads the file (already rewritten to the chosen columns) and answers the import's id. */
export async function startContactImport(csv: string, optInSource: string): Promise<string> {
  const query = optInSource.trim() ? `?optInSource=${encodeURIComponent(optInSource.trim())}` : "";
  const response = await sendWithSession(`${apiPaths.contactImports}${query}`, {
    method: "POST",
    headers: { "content-type": "text/csv" },
    body: csv,
  });
  return ((await response.json()) as { id: string }).id;
}

/** Downloads every rejected row of an import and saves it as a file. */
export function downloadContactImportReport(id: string): Promise<void> {
  return downloadWithSession(apiPaths.contactImportReport(id), `import-${id}-errors.csv`);
}
