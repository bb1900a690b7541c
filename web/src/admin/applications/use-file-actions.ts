import type { DownloadableFile } from '@funding/contracts';
import { useState } from 'react';
import { errorMessageOf } from '../../api/api-client';
import { showToast } from '../../components/toast-store';
import { downloadFile, viewInNewTab } from './download-links';

export type FileActions = ReturnType<typeof useFileActions>;

/** View and download handlers that report a refused link (PDF not ready, no such file) in a toast. */
export function useFileActions(applicationId: string) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    try {
      await action();
    } catch (error) {
      showToast({ title: 'Download Failed', description: errorMessageOf(error, ''), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };
  return {
    busy,
    view: (file: DownloadableFile) => run(`view-${file}`, () => viewInNewTab(applicationId, file)),
    download: (file: DownloadableFile) => run(`download-${file}`, () => downloadFile(applicationId, file)),
  };
}
