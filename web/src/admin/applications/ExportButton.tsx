import type { ApplicationExportQuery } from '@funding/contracts';
import { useMutation } from '@tanstack/react-query';
import { errorMessageOf } from '../../api/api-client';
import { showToast } from '../../components/toast-store';
import { secondaryButton } from '../ui/buttons';
import { Spinner } from '../ui/QueryStates';
import { saveApplicationsCsv } from './export-csv';

/** Downloads every application the current filters match (admins and super admins). */
export function ExportButton({ query }: { query: ApplicationExportQuery }) {
  const save = useMutation({
    mutationFn: () => saveApplicationsCsv(query),
    onError: (error) =>
      showToast({ title: 'Export Failed', description: errorMessageOf(error, ''), variant: 'destructive' }),
  });
  return (
    <button type="button" className={secondaryButton} disabled={save.isPending} onClick={() => save.mutate()}>
      {save.isPending ? (
        <>
          <Spinner className="size-4" /> Preparing CSV...
        </>
      ) : (
        'Download CSV'
      )}
    </button>
  );
}
