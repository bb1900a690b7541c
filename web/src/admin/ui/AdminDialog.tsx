import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

interface AdminDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  wide?: boolean;
  role?: 'dialog' | 'alertdialog';
}

/** A modal with a title and a description (Radix traps focus, closes on Escape, returns focus). */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide,
  role = 'dialog',
}: AdminDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          role={role}
          className={`fixed top-1/2 left-1/2 z-40 flex max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-xl focus:outline-none ${wide ? 'max-w-4xl' : 'max-w-lg'}`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-700">{description}</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="rounded px-2 text-2xl leading-none text-slate-700 hover:bg-slate-100"
            >
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
