import {
  type ApplicationDetail,
  type ApplicationField,
  ENTITY_TYPES,
  TIME_IN_BUSINESS_OPTIONS,
  US_STATES,
} from '@funding/contracts';

export const NOT_GIVEN = '—';

/** Processing time in whole seconds (docs/product.md#the-admin-portal). */
export function formatProcessingTime(milliseconds: number | null): string {
  if (milliseconds === null) return NOT_GIVEN;
  return `${Math.round(milliseconds / 1000)}s`;
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string | null): string {
  if (!iso) return NOT_GIVEN;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function entityTypeLabel(value: string): string {
  return ENTITY_TYPES.find((option) => option.value === value)?.label ?? value;
}

function timeInBusinessLabel(value: string): string {
  return TIME_IN_BUSINESS_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

function stateLabel(code: string): string {
  const state = US_STATES.find((candidate) => candidate.code === code);
  return state ? `${state.name} (${state.code})` : code;
}

const STATE_FIELDS: ReadonlySet<ApplicationField> = new Set([
  'businessState',
  'stateOfOrganization',
  'owner1State',
  'owner2State',
]);

const EMAIL_FIELDS: ReadonlySet<ApplicationField> = new Set(['owner1Email', 'owner2Email']);
const PHONE_FIELDS: ReadonlySet<ApplicationField> = new Set([
  'businessPhone',
  'owner1MobilePhone',
  'owner2MobilePhone',
]);

/** A contact field as a link staff can click to write or call; undefined for every other field. */
export function contactHref(field: ApplicationField, application: ApplicationDetail): string | undefined {
  const value = application[field];
  if (typeof value !== 'string' || value === '') return undefined;
  if (EMAIL_FIELDS.has(field)) return `mailto:${value}`;
  // Stored as (###) ###-####; tel: wants the international form.
  if (PHONE_FIELDS.has(field)) return `tel:+1${value.replace(/\D/g, '')}`;
  return undefined;
}

/** A field of the detail view as a person reads it. */
export function formatFieldValue(field: ApplicationField, application: ApplicationDetail): string {
  const value: unknown = application[field];
  if (value === null || value === undefined || value === '') return NOT_GIVEN;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'entityType') return entityTypeLabel(String(value));
  if (field === 'timeInBusiness') return timeInBusinessLabel(String(value));
  if (STATE_FIELDS.has(field)) return stateLabel(String(value));
  if (field === 'owner1OwnershipPercentage' || field === 'owner2OwnershipPercentage') return `${value}%`;
  return String(value);
}
