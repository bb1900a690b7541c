import { REVIEW_STATUS_LABELS, type ReviewStatus } from '@funding/contracts';

// Each pair of text and background meets 4.5:1; the word is always there, the colour only helps.
const LOOK: Record<ReviewStatus, string> = {
  new: 'bg-sky-50 text-sky-900 ring-sky-700',
  in_review: 'bg-indigo-50 text-indigo-900 ring-indigo-700',
  missing_documents: 'bg-amber-50 text-amber-900 ring-amber-700',
  approved: 'bg-green-50 text-green-900 ring-green-700',
  declined: 'bg-red-50 text-red-900 ring-red-700',
  funded: 'bg-emerald-100 text-emerald-950 ring-emerald-800',
  withdrawn: 'bg-slate-100 text-slate-800 ring-slate-600',
};

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${LOOK[status]}`}
    >
      <span className="sr-only">Review status: </span>
      {REVIEW_STATUS_LABELS[status]}
    </span>
  );
}
