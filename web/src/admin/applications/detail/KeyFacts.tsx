import {
  type ApplicationDetail,
  alsoAppliedAs,
  DECLINE_REASON_LABELS,
  WITHDRAWN_BY_LABELS,
} from '@funding/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  formatAge,
  formatCentsAsUsd,
  formatDate,
  formatOpenPositions,
  formatOptionalUsd,
  industryLabel,
  NOT_GIVEN,
  stateLabel,
  timeInBusinessLabel,
} from '../format';
import { ReviewStatusBadge } from '../ReviewStatusBadge';

// The few facts an underwriter looks at first, what the decisions recorded, and the other
// applications that share an EIN, an owner's SSN, the business phone or an owner's e-mail.

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-slate-700">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function ficoText(score: number | null | undefined): string {
  if (score === null || score === undefined) return NOT_GIVEN;
  // 0 is the form's "no score" (docs/product.md#constants).
  return score === 0 ? 'No score' : String(score);
}

/** What the decisions recorded, as facts; empty while nothing was decided. */
function decisionFacts(application: ApplicationDetail): { label: string; value: string }[] {
  const { decision } = application;
  const facts: { label: string; value: string }[] = [];
  if (decision.approvedAmount !== null)
    facts.push({ label: 'Approved amount', value: formatOptionalUsd(decision.approvedAmount) });
  if (decision.fundedAmount !== null)
    facts.push({
      label: 'Funded',
      value: `${formatOptionalUsd(decision.fundedAmount)} on ${formatDate(decision.fundingDate)}`,
    });
  if (decision.declineReason !== null)
    facts.push({
      label: 'Decline reason',
      value: `${DECLINE_REASON_LABELS[decision.declineReason]}${decision.declineNote ? `: ${decision.declineNote}` : ''}`,
    });
  if (decision.withdrawnBy !== null)
    facts.push({ label: 'Withdrawn by', value: WITHDRAWN_BY_LABELS[decision.withdrawnBy] });
  return facts;
}

export function KeyFacts({ application }: { application: ApplicationDetail }) {
  const decisions = decisionFacts(application);
  return (
    <section
      aria-label="Key facts"
      className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-slate-300 sm:p-5"
    >
      <div>
        <h2 id="application-heading" className="text-2xl font-bold break-words text-slate-900">
          {application.businessName}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Application {application.applicationId} · submitted {formatDate(application.createdAt)}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3 xl:grid-cols-6">
        <Fact label="Amount requested">{formatOptionalUsd(application.amountRequested)}</Fact>
        <Fact label="Industry">{industryLabel(application.industry)}</Fact>
        <Fact label="Time in business">{timeInBusinessLabel(application.timeInBusiness)}</Fact>
        <Fact label="State">{stateLabel(application.businessState)}</Fact>
        <Fact label="Owner FICO">{ficoText(application.owner1FicoScore)}</Fact>
        <Fact label="Open positions">{formatOpenPositions(application)}</Fact>
        <Fact label="Monthly revenue (stated)">{formatOptionalUsd(application.averageMonthlyRevenue)}</Fact>
        <Fact label="Monthly deposits (statements)">
          {formatCentsAsUsd(application.averageMonthlyDepositsCents)}
        </Fact>
        <Fact label="Review status">
          <ReviewStatusBadge status={application.reviewStatus} />
        </Fact>
        <Fact label="Assignee">{application.assigneeUsername ?? 'Unassigned'}</Fact>
        <Fact label="Age">{formatAge(application.createdAt)}</Fact>
        {decisions.map((fact) => (
          <Fact key={fact.label} label={fact.label}>
            {fact.value}
          </Fact>
        ))}
      </dl>
      {application.duplicates.length > 0 && (
        <ul aria-label="Possible duplicates" className="space-y-1 text-sm">
          {application.duplicates.map((match) => (
            <li
              key={match.applicationId}
              className="rounded-md bg-amber-50 px-3 py-2 text-amber-950 ring-1 ring-amber-700"
            >
              <Link
                to="/admin/applications/$applicationId"
                params={{ applicationId: match.applicationId }}
                search={true}
                className="font-medium underline"
              >
                {alsoAppliedAs(match, formatDate(match.createdAt))}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
