import { adminResponse } from './admin-fetch';

const FILE_NAME = /filename="([^"]+)"/;

/**
 * Saves a CSV export of the API (`path` with its query) under the name the server gives it. The
 * server streams it from a cursor; the browser gathers it into one Blob (its own memory, which grows
 * with the rows: docs/decisions/review-workflow.md) because the session token belongs in a header,
 * never in a URL the browser could open itself.
 */
export async function saveCsv(path: string, fallbackName: string): Promise<void> {
  const response = await adminResponse(path, { accept: 'text/csv' });
  const blob = await response.blob();
  const name = FILE_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has handed the Blob to the download; the URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
