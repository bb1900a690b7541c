import { useMutation } from '@tanstack/react-query';
import { errorMessageOf } from '../../api/api-client';
import { showToast } from '../../components/toast-store';
import { secondaryButton } from './buttons';
import { Spinner } from './QueryStates';

/** Downloads a CSV export (`save`, e.g. saveCsv of what the filters match); a failure is a toast. */
export function ExportButton({ label, save }: { label: string; save: () => Promise<void> }) {
  const saving = useMutation({
    mutationFn: save,
    onError: (error) =>
      showToast({ title: 'Export Failed', description: errorMessageOf(error, ''), variant: 'destructive' }),
  });
  return (
    <button
      type="button"
      className={secondaryButton}
      disabled={saving.isPending}
      onClick={() => saving.mutate()}
    >
      {saving.isPending ? (
        <>
          <Spinner className="size-4" /> Preparing CSV...
        </>
      ) : (
        label
      )}
    </button>
  );
}
