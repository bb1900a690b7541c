export function SslBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-green-700 bg-green-50 px-3 py-1 text-xs font-semibold text-green-900">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
        <path d="M10 1a4 4 0 0 0-4 4v3H5a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7a2 2 0 0 0-2-2h-1V5a4 4 0 0 0-4-4Zm-2 7V5a2 2 0 1 1 4 0v3H8Z" />
      </svg>
      SSL Secured
    </span>
  );
}
