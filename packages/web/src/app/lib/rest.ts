import { attachmentFilename, saveFile } from "../../shared/lib/download";
import { endSession, getToken, goToLogin } from "./session";

// The few REST calls the workspace makes besides GraphQL (a CSV upload, CSV downloads), with the
// member's token; a refused session ends it, as GraphQL's does.

/** Answers the response when it succeeded; otherwise throws the server's message. */
export async function sendWithSession(url: string, init: RequestInit = {}): Promise<Response> {
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

/** Downloads a file and saves it under the server's file name (or `fallbackName`). */
export async function downloadWithSession(url: string, fallbackName: string): Promise<void> {
  const response = await sendWithSession(url);
  const filename = attachmentFilename(response.headers.get("content-disposition"), fallbackName);
  saveFile(await response.blob(), filename);
}
