/** The form-wide message of a refused save or sign-in (see showServerErrors). */
export function FormError({
  message,
  className = '',
}: {
  message: string | undefined | null;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={`rounded-md bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-700 ${className}`}
    >
      {message}
    </p>
  );
}
