import { dangerButton, primaryButton, secondaryButton } from './buttons';

interface FormActionsProps {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
  /** The submit button in red: the form turns something off. */
  danger?: boolean;
}

export function FormActions({ submitLabel, pendingLabel, pending, onCancel, danger }: FormActionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-3 pt-2">
      <button type="button" className={secondaryButton} onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className={danger ? dangerButton : primaryButton} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </div>
  );
}
