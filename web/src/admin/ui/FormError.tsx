/** The form-wide message of a refused save (see showServerErrors). */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-700">
      {message}
    </p>
  );
}
