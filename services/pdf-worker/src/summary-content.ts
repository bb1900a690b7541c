import {
  type Application,
  type ApplicationField,
  acceptTermsLabel,
  authorizationText,
  DEAL_FIELDS,
  ENTITY_TYPES,
  FIELD_LABELS,
  formatUsd,
  INDUSTRY_OPTIONS,
  optionLabel,
  STEP_FIELDS,
  TIME_IN_BUSINESS_OPTIONS,
  US_STATES,
  USE_OF_FUNDS_OPTIONS,
  YES_NO_OPTIONS,
} from '@funding/contracts';
import type { SummaryContent, SummaryRow, SummarySection } from './render/render-types.ts';

/**
 * What the summary says, decided here from the shared contracts (labels, options, the
 * authorization wording the applicant saw) so the render thread only lays it out.
 */
export interface SummarySource {
  applicationId: string;
  application: Application;
  submittedAt: Date;
  agent: { name: string | null; email: string | null } | null;
  providerName: string;
}

const NOT_PROVIDED = 'Not provided';

const stateName = (code: string) => {
  const state = US_STATES.find((s) => s.code === code);
  return state ? `${state.name} (${state.code})` : code;
};

function formatValue(field: ApplicationField, value: unknown): string {
  if (value === undefined || value === null || value === '') return NOT_PROVIDED;
  switch (field) {
    case 'entityType':
      return optionLabel(ENTITY_TYPES, String(value));
    case 'timeInBusiness':
      return optionLabel(TIME_IN_BUSINESS_OPTIONS, String(value));
    case 'stateOfOrganization':
      return stateName(String(value));
    case 'amountRequested':
    case 'averageMonthlyRevenue':
      return formatUsd(Number(value));
    case 'useOfFunds':
      return optionLabel(USE_OF_FUNDS_OPTIONS, String(value));
    case 'industry':
      return optionLabel(INDUSTRY_OPTIONS, String(value));
    case 'hasOpenAdvances':
      return optionLabel(YES_NO_OPTIONS, String(value));
    case 'owner1OwnershipPercentage':
    case 'owner2OwnershipPercentage':
      return `${value}%`;
    case 'owner1FicoScore':
    case 'owner2FicoScore':
      // 0 is the form's "no score" (docs/product.md#constants).
      return value === 0 ? 'No score (0)' : String(value);
    default:
      return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);
  }
}

function rows(
  application: Application,
  fields: readonly ApplicationField[],
  dropPrefix?: RegExp,
): SummaryRow[] {
  return fields.map((field) => ({
    label: dropPrefix ? FIELD_LABELS[field].replace(dropPrefix, '') : FIELD_LABELS[field],
    value: formatValue(field, application[field]),
  }));
}

const isOwnerField = (owner: 1 | 2) => (field: ApplicationField) => field.startsWith(`owner${owner}`);
const isDealField = (field: ApplicationField) => (DEAL_FIELDS as readonly ApplicationField[]).includes(field);

/**
 * The deal under its own heading, as the form asks it: the count of open advances only with a yes.
 * An application from before the form asked for the deal has none (no amount) and no section.
 */
function dealSection(application: Application): SummarySection[] {
  if (application.amountRequested === undefined || application.amountRequested === null) return [];
  const fields = DEAL_FIELDS.filter(
    (field) => field !== 'openAdvancesCount' || application.hasOpenAdvances === 'yes',
  );
  return [{ title: 'Funding Request', rows: rows(application, fields) }];
}

export function summaryContent({
  applicationId,
  application,
  submittedAt,
  agent,
  providerName,
}: SummarySource): SummaryContent {
  const ownerFields = STEP_FIELDS[2];
  const sections: SummarySection[] = [
    {
      title: 'Business Information',
      rows: rows(
        application,
        STEP_FIELDS[1].filter((f) => !isDealField(f)),
      ),
    },
    ...dealSection(application),
    { title: 'Owner 1', rows: rows(application, ownerFields.filter(isOwnerField(1)), /^Owner 1 /) },
  ];
  if (application.hasSecondOwner) {
    sections.push({
      title: 'Owner 2',
      rows: rows(application, ownerFields.filter(isOwnerField(2)), /^Owner 2 /),
    });
  }
  if (agent?.name || agent?.email) {
    sections.push({
      title: 'Agent',
      rows: [
        { label: 'Name', value: agent.name || NOT_PROVIDED },
        { label: 'Title', value: 'Business Funding Specialist' },
        { label: 'Email', value: agent.email || NOT_PROVIDED },
      ],
    });
  }
  sections.push(
    { title: 'Authorization', paragraphs: authorizationText(providerName) },
    {
      title: 'Signatures',
      rows: [
        {
          label: FIELD_LABELS.acceptTerms,
          value: application.acceptTerms ? `Accepted: ${acceptTermsLabel(providerName)}` : 'Not accepted',
        },
        { label: FIELD_LABELS.ownerSignature, value: application.ownerSignature, signature: true },
        application.partnerSignature
          ? { label: FIELD_LABELS.partnerSignature, value: application.partnerSignature, signature: true }
          : { label: FIELD_LABELS.partnerSignature, value: NOT_PROVIDED },
        { label: FIELD_LABELS.signatureDate, value: formatValue('signatureDate', application.signatureDate) },
      ],
    },
  );
  return {
    title: 'Funding Application',
    providerName,
    applicationId,
    submittedAt: formatSubmittedAt(submittedAt),
    sections,
  };
}

/** UTC, said so: the team reads it in different time zones. */
export function formatSubmittedAt(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
