import { secondaryButton } from './buttons';

export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-blue-700 border-t-transparent ${className}`}
    />
  );
}

export function LoadingState({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-3 py-8 text-slate-700">
      <Spinner />
      {text}
    </p>
  );
}

export function EmptyState({ text }: { text: string }) {
  return <p className="py-8 text-center text-slate-700">{text}</p>;
}

export function ErrorState({
  title,
  detail,
  onRetry,
}: {
  title: string;
  detail?: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="my-4 rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{title}</p>
      {detail && detail !== title && <p className="mt-1 text-sm">{detail}</p>}
      <button type="button" className={`${secondaryButton} mt-3`} onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
