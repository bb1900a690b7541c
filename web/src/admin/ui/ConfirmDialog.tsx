import type { ReactNode } from 'react';
import { AdminDialog } from './AdminDialog';
import { dangerButton, primaryButton, secondaryButton } from './buttons';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  /** Red for what cannot be undone (the default); blue for a change that can be changed back. */
  tone?: 'danger' | 'primary';
}

/** Asks before something that cannot be undone; the safe choice comes first and has focus. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  tone = 'danger',
}: ConfirmDialogProps) {
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      role="alertdialog"
    >
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={() => onOpenChange(false)}>
          Cancel
        </button>
        <button
          type="button"
          className={tone === 'danger' ? dangerButton : primaryButton}
          disabled={pending}
          onClick={onConfirm}
        >
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </AdminDialog>
  );
}
