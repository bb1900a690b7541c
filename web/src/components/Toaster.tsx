import { TOAST_DURATION_MS } from '@funding/contracts';
import * as Toast from '@radix-ui/react-toast';
import { dismissToast, type ToastVariant, useCurrentToast } from './toast-store';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-slate-300 bg-white text-slate-900',
  success: 'border-green-700 bg-green-50 text-green-950',
  destructive: 'border-red-800 bg-red-700 text-white',
};

export function Toaster() {
  const toast = useCurrentToast();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toast && (
        <Toast.Root
          key={toast.id}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          className={`relative grid gap-1 rounded-lg border p-4 pr-10 shadow-lg data-[swipe=cancel]:translate-x-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:transition-transform ${variantClasses[toast.variant]}`}
        >
          <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
          {toast.description && (
            <Toast.Description className="text-sm">{toast.description}</Toast.Description>
          )}
          <Toast.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 rounded px-2 text-lg leading-none"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        hotkey={['F8']}
        className="fixed right-0 bottom-0 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
