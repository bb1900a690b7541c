import type { ApplicationDraft } from './draft';

interface DraftResumeOfferProps {
  draft: ApplicationDraft;
  onResume: () => void;
  onDiscard: () => void;
}

function formatSavedAt(savedAt: string): string {
  const date = new Date(savedAt);
  return Number.isNaN(date.getTime()) ? 'earlier' : date.toLocaleString();
}

export function DraftResumeOffer({ draft, onResume, onDiscard }: DraftResumeOfferProps) {
  return (
    <section
      aria-labelledby="draft-offer-title"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4"
      data-testid="draft-offer"
    >
      <h2 id="draft-offer-title" className="font-semibold text-slate-900">
        Resume your saved draft?
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        You saved a draft of this application on {formatSavedAt(draft.savedAt)}. For your security, SSNs, the
        EIN, dates of birth and uploaded files were not saved; please enter them again.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onResume}
          className="rounded-md bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
        >
          Resume Draft
        </button>
        <button
          type="button"
          onClick={onDiscard}
          className="rounded-md border border-slate-500 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          Discard Draft
        </button>
      </div>
    </section>
  );
}
