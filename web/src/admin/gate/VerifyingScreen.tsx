import { Spinner } from '../ui/QueryStates';

export function VerifyingScreen() {
  return (
    <main className="flex min-h-screen items-center justify-center">
      <p role="status" className="flex items-center gap-3 text-slate-700">
        <Spinner className="size-6" />
        Verifying authentication...
      </p>
    </main>
  );
}
