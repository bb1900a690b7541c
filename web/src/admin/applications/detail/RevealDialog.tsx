import { REVEAL_REASON_MAX, type RevealedPersonalData, revealRequestSchema } from '@funding/contracts';
import { useId, useState } from 'react';
import { ApiError, errorMessageOf } from '../../../api/api-client';
import { controlDescription, FieldFrame } from '../../../components/FieldFrame';
import { inputClasses } from '../../../components/input-classes';
import { AdminDialog } from '../../ui/AdminDialog';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { useRevealPersonalData } from './reveal-mutation';

interface RevealDialogProps {
  applicationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRevealed: (values: RevealedPersonalData) => void;
}

/** Asks why the full SSN, EIN and dates of birth are needed, then asks the server for them. */
export function RevealDialog({ applicationId, open, onOpenChange, onRevealed }: RevealDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reveal = useRevealPersonalData(applicationId);
  const reasonId = `${id}-reason`;
  const hint = `Kept in the audit log with your name. ${reason.length}/${REVEAL_REASON_MAX}`;
  const close = () => {
    setReason('');
    setError(undefined);
    onOpenChange(false);
  };
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !reveal.isPending) close();
      }}
      title="Reveal SSN, EIN and dates of birth"
      description="Say why you need to see them in full."
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          // The server checks the same schema; checking here first saves a round trip.
          const parsed = revealRequestSchema.safeParse({ reason });
          if (!parsed.success) {
            setError(parsed.error.issues[0]?.message);
            return;
          }
          setError(undefined);
          reveal.mutate(parsed.data.reason, {
            onSuccess: (values) => {
              onRevealed(values);
              close();
            },
            onError: (failure) =>
              setError(
                (failure instanceof ApiError && failure.fields.reason) ||
                  errorMessageOf(failure, 'The values could not be revealed'),
              ),
          });
        }}
      >
        <FieldFrame id={reasonId} label="Reason" required hint={hint} error={error}>
          <textarea
            id={reasonId}
            rows={3}
            required
            maxLength={REVEAL_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            {...controlDescription(reasonId, { hint, error })}
            className={inputClasses}
          />
        </FieldFrame>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={secondaryButton} disabled={reveal.isPending} onClick={close}>
            Cancel
          </button>
          <button type="submit" className={primaryButton} disabled={reveal.isPending}>
            {reveal.isPending ? 'Revealing...' : 'Reveal'}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}
