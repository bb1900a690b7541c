import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../components/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('404 Page Not Found');
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-6 p-6 text-center">
      <h1 className="text-3xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="text-slate-700">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="rounded-md bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800">
        Go to the application form
      </Link>
    </main>
  );
}
