import {
  DECLINE_NOTE_MAX,
  DECLINE_REASON_LABELS,
  DECLINE_REASONS,
  formatDollarInput,
  REVIEW_STATUS_LABELS,
  type ReviewStatus,
  type ReviewStatusChange,
  reviewStatusChangeSchema,
  todayLocalIsoDate,
  WITHDRAWN_BY,
  WITHDRAWN_BY_LABELS,
} from '@funding/contracts';
import { type ReactNode, useId, useState } from 'react';
import { ApiError, errorMessageOf } from '../../api/api-client';
import { controlDescription, FieldFrame } from '../../components/FieldFrame';
import { InputPrefix, prefixedInputClasses } from '../../components/InputPrefix';
import { inputClasses } from '../../components/input-classes';
import { AdminDialog } from '../ui/AdminDialog';
import { primaryButton, secondaryButton } from '../ui/buttons';

// A move that records a decision (contracts' decisions.ts) asks for what it records before it is
// made: Approved the approved amount, Funded the funded amount and the funding date, Declined a
// reason and an optional note, Withdrawn who withdrew.

export const DECISION_STATUSES = ['approved', 'funded', 'declined', 'withdrawn'] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

export function isDecisionStatus(status: ReviewStatus): status is DecisionStatus {
  return (DECISION_STATUSES as readonly string[]).includes(status);
}

const WHAT_IT_MEANS: Record<DecisionStatus, string> = {
  approved: 'Record the amount approved. The approval can be reopened before funding.',
  funded: 'Record what was paid out. This is final: the status cannot be changed afterwards.',
  declined: 'The application is declined. It can be reopened later (back to In review).',
  withdrawn: 'The application is withdrawn. It can be reopened later.',
};

type DecisionFields = Pick<
  ReviewStatusChange,
  'approvedAmount' | 'fundedAmount' | 'fundingDate' | 'declineReason' | 'declineNote' | 'withdrawnBy'
>;
type FieldName = keyof DecisionFields;

interface DecisionDialogProps {
  /** The move being decided; null while closed. */
  status: DecisionStatus | null;
  from: ReviewStatus;
  pending: boolean;
  /** The server's refusal of the last try (its field messages are shown under the fields). */
  error: Error | null;
  onCancel: () => void;
  onSubmit: (change: ReviewStatusChange) => void;
}

export function DecisionDialog({ status, from, pending, error, onCancel, onSubmit }: DecisionDialogProps) {
  return (
    <AdminDialog
      open={status !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      title={status ? `Mark as ${REVIEW_STATUS_LABELS[status]}` : 'Record the decision'}
      description={status ? WHAT_IT_MEANS[status] : ''}
    >
      {/* Keyed by the move, so each opening starts from empty fields. */}
      {status && (
        <DecisionForm
          key={status}
          status={status}
          from={from}
          pending={pending}
          error={error}
          onCancel={onCancel}
          onSubmit={onSubmit}
        />
      )}
    </AdminDialog>
  );
}

function DecisionForm({
  status,
  from,
  pending,
  error,
  onCancel,
  onSubmit,
}: Omit<DecisionDialogProps, 'status'> & { status: DecisionStatus }) {
  const id = useId();
  const [fields, setFields] = useState<Record<FieldName, string>>({
    approvedAmount: '',
    fundedAmount: '',
    fundingDate: status === 'funded' ? todayLocalIsoDate() : '',
    declineReason: '',
    declineNote: '',
    withdrawnBy: '',
  });
  const [checked, setChecked] = useState<Partial<Record<FieldName, string>>>({});
  const serverFields = error instanceof ApiError ? error.fields : {};
  const messageOf = (name: FieldName) => checked[name] ?? serverFields[name];
  const set = (name: FieldName) => (value: string) => setFields((current) => ({ ...current, [name]: value }));
  const fieldId = (name: FieldName) => `${id}-${name}`;

  const submit = () => {
    // The server checks the same schema; checking here first keeps the dialog's messages beside
    // their fields.
    const change = { status, from, ...fields };
    const parsed = reviewStatusChangeSchema.safeParse(change);
    if (!parsed.success) {
      const messages: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        messages[name] ??= issue.message;
      }
      setChecked(messages);
      return;
    }
    setChecked({});
    onSubmit(change);
  };

  const noteHint = `Optional, seen by staff only. ${fields.declineNote.length}/${DECLINE_NOTE_MAX}`;
  const refusal = error && Object.keys(serverFields).length === 0 ? errorMessageOf(error, '') : '';
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {status === 'approved' && (
        <DollarField
          id={fieldId('approvedAmount')}
          label="Approved amount"
          value={fields.approvedAmount}
          onChange={set('approvedAmount')}
          error={messageOf('approvedAmount')}
        />
      )}
      {status === 'funded' && (
        <>
          <DollarField
            id={fieldId('fundedAmount')}
            label="Funded amount"
            value={fields.fundedAmount}
            onChange={set('fundedAmount')}
            error={messageOf('fundedAmount')}
          />
          <FieldFrame
            id={fieldId('fundingDate')}
            label="Funding date"
            required
            error={messageOf('fundingDate')}
          >
            <input
              id={fieldId('fundingDate')}
              type="date"
              required
              value={fields.fundingDate}
              max={todayLocalIsoDate()}
              onChange={(event) => set('fundingDate')(event.target.value)}
              {...controlDescription(fieldId('fundingDate'), { error: messageOf('fundingDate') })}
              className={inputClasses}
            />
          </FieldFrame>
        </>
      )}
      {status === 'declined' && (
        <>
          <Choice
            id={fieldId('declineReason')}
            label="Reason"
            placeholder="Choose a reason"
            options={DECLINE_REASONS.map((reason) => ({
              value: reason,
              label: DECLINE_REASON_LABELS[reason],
            }))}
            value={fields.declineReason}
            onChange={set('declineReason')}
            error={messageOf('declineReason')}
          />
          <FieldFrame
            id={fieldId('declineNote')}
            label="Note"
            hint={noteHint}
            error={messageOf('declineNote')}
          >
            <textarea
              id={fieldId('declineNote')}
              rows={3}
              maxLength={DECLINE_NOTE_MAX}
              value={fields.declineNote}
              onChange={(event) => set('declineNote')(event.target.value)}
              {...controlDescription(fieldId('declineNote'), {
                hint: noteHint,
                error: messageOf('declineNote'),
              })}
              className={inputClasses}
            />
          </FieldFrame>
        </>
      )}
      {status === 'withdrawn' && (
        <Choice
          id={fieldId('withdrawnBy')}
          label="Withdrawn by"
          placeholder="Choose who withdrew"
          options={WITHDRAWN_BY.map((who) => ({ value: who, label: WITHDRAWN_BY_LABELS[who] }))}
          value={fields.withdrawnBy}
          onChange={set('withdrawnBy')}
          error={messageOf('withdrawnBy')}
        />
      )}
      {refusal && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onCancel} disabled={pending}>
          Cancel
        </button>
        <button type="submit" className={primaryButton} disabled={pending}>
          {pending ? 'Changing...' : `Mark as ${REVIEW_STATUS_LABELS[status]}`}
        </button>
      </div>
    </form>
  );
}

interface ControlProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** Whole dollars, grouped while typed as on the application form. */
function DollarField({ id, label, value, onChange, error }: ControlProps) {
  return (
    <FieldFrame id={id} label={label} required error={error}>
      <InputPrefix text="$">
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          required
          value={value}
          onChange={(event) => onChange(formatDollarInput(event.target.value))}
          {...controlDescription(id, { error })}
          className={prefixedInputClasses}
        />
      </InputPrefix>
    </FieldFrame>
  );
}

function Choice({
  id,
  label,
  placeholder,
  options,
  value,
  onChange,
  error,
}: ControlProps & { placeholder: string; options: { value: string; label: string }[] }): ReactNode {
  return (
    <FieldFrame id={id} label={label} required error={error}>
      <select
        id={id}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...controlDescription(id, { error })}
        className={inputClasses}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
