import { THANK_YOU, UPLOAD_SLOT_LABELS } from '@funding/contracts';
import { Link, Navigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Logo } from '../components/Logo';
import { useDocumentTitle } from '../components/use-document-title';
import { runtimeConfig } from '../runtime-config';
import { lastSubmission } from './last-submission';

export function ThankYouPage() {
  useDocumentTitle('Application Submitted');
  const { providerName, providerSiteUrl, supportEmail } = runtimeConfig;
  // Read once: the page describes the submission that led here, even if another tab submits later.
  const [submission] = useState(lastSubmission);
  // Opened without a submission in this tab: there is nothing to thank for, so back to the form.
  if (!submission) return <Navigate to="/application" replace />;
  return (
    <div className="mx-auto min-h-screen max-w-2xl px-4 py-10 sm:px-6">
      {/* React 19 hoists this into <head>; the page exists only after a submission. */}
      <meta name="robots" content="noindex" />
      <main className="space-y-6 rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-10">
        <Logo className="mx-auto h-12 w-auto" />
        <div>
          <h1 className="text-2xl font-bold text-green-800 sm:text-3xl">{THANK_YOU.title}</h1>
          <p className="mt-2 text-slate-700">{THANK_YOU.thanks}</p>
          <p className="mt-3 text-slate-800">
            {THANK_YOU.applicationIdLabel}:{' '}
            <strong className="font-mono" data-testid="application-id">
              {submission.applicationId}
            </strong>
          </p>
        </div>
        {submission.missingStatements.length > 0 && (
          <section
            aria-labelledby="missing-statements"
            className="rounded-lg bg-amber-50 p-5 text-left ring-1 ring-amber-200"
          >
            <h2 id="missing-statements" className="font-semibold text-amber-900">
              {THANK_YOU.missingStatementsTitle}
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
              {submission.missingStatements.map((slot) => (
                <li key={slot}>{UPLOAD_SLOT_LABELS[slot]}</li>
              ))}
            </ul>
            <p className="mt-3 text-slate-800">{THANK_YOU.missingStatementsLinkSent}</p>
          </section>
        )}
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
