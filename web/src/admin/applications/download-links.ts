import { type DownloadableFile, downloadLinkResponseSchema } from '@funding/contracts';
import { adminFetch } from '../api/admin-fetch';
import { openInNewTab } from '../ui/open-in-new-tab';

// The session token never goes into a URL
// (docs/product.md#where-it-deliberately-differs-from-the-usual-form). An authenticated call
// obtains a single-use, short-lived link, and the browser opens that.

function requestLink(applicationId: string, file: DownloadableFile, download: boolean) {
  return adminFetch(
    `/api/admin/applications/${encodeURIComponent(applicationId)}/download-link`,
    downloadLinkResponseSchema,
    { method: 'POST', json: { file, download } },
  );
}

/** A single-use address that shows the file (inline), for the page's document viewer. */
export async function viewLink(applicationId: string, file: DownloadableFile): Promise<string> {
  return (await requestLink(applicationId, file, false)).url;
}

/** Opens the file in a new tab (the link answers inline). */
export function viewInNewTab(applicationId: string, file: DownloadableFile): Promise<void> {
  return openInNewTab(async () => (await requestLink(applicationId, file, false)).url);
}

/** Saves the file: the link answers with `Content-Disposition: attachment`, so the page stays. */
export async function downloadFile(applicationId: string, file: DownloadableFile): Promise<void> {
  const { url } = await requestLink(applicationId, file, true);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
