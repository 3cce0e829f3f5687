// Files the signed-in areas download with their session's bearer header: a plain link cannot
// carry it, and the token never goes into a URL (docs/decisions/0012).

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
export function attachmentFilename(header: string | null, fallback: string): string {
  const match = header?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  if (!match?.[1]) return fallback;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** Hands a downloaded file to the browser, which saves it under `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}
