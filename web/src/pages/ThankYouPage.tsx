import { THANK_YOU } from '@funding/contracts';
import { Link } from '@tanstack/react-router';
import { Logo } from '../components/Logo';
import { useDocumentTitle } from '../components/use-document-title';
import { runtimeConfig } from '../runtime-config';

export function ThankYouPage() {
  useDocumentTitle('Application Submitted');
  const { providerName, providerSiteUrl, supportEmail } = runtimeConfig;
  return (
    <div className="mx-auto min-h-screen max-w-2xl px-4 py-10 sm:px-6">
      {/* React 19 hoists this into <head>; the page exists only after a submission. */}
      <meta name="robots" content="noindex" />
      <main className="space-y-6 rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-10">
        <Logo className="mx-auto h-12 w-auto" />
        <div>
          <h1 className="text-2xl font-bold text-green-800 sm:text-3xl">{THANK_YOU.title}</h1>
          <p className="mt-2 text-slate-700">{THANK_YOU.thanks}</p>
        </div>
        <section aria-labelledby="next-steps" className="rounded-lg bg-slate-50 p-5 text-left">
          <h2 id="next-steps" className="font-semibold text-slate-900">
            {THANK_YOU.nextStepsTitle}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
            {THANK_YOU.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </section>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <a
            href={providerSiteUrl}
            className="rounded-md border border-slate-500 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-100"
          >
            Return to {providerName}
          </a>
          <Link
            to="/application"
            className="rounded-md bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800"
          >
            Submit Another Application
          </Link>
        </div>
        <p className="text-sm text-slate-700">
          {THANK_YOU.questions}{' '}
          <a className="text-blue-800 underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
        </p>
      </main>
    </div>
  );
}
