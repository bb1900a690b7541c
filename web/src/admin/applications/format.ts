import {
  type ApplicationDetail,
  type ApplicationField,
  ENTITY_TYPES,
  formatUsd,
  INDUSTRY_OPTIONS,
  optionLabel,
  TIME_IN_BUSINESS_OPTIONS,
  US_STATES,
  USE_OF_FUNDS_OPTIONS,
  YES_NO_OPTIONS,
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

// `dateStyle` and `timeZoneName` cannot be combined: the same medium date and short time, spelled out.
const zonedDateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** An instant in the browser's zone with the zone named (`Mar 2, 2026, 10:04 AM EST`). */
export function formatZonedDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : zonedDateTimeFormat.format(date);
}

/** The browser's time zone as IANA names it (`America/New_York`). */
export const browserTimeZone = () => zonedDateTimeFormat.resolvedOptions().timeZone;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A day as staff read it (`Nov 20, 2026`); a calendar date (`2026-11-20`) stays that day in every zone. */
export function formatDate(iso: string | null): string {
  if (!iso) return NOT_GIVEN;
  const calendarDay = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(calendarDay ? `${iso}T12:00:00` : iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long ago `iso` was, in whole days ("today", "1 day", "12 days"). */
export function formatAge(iso: string, now: Date = new Date()): string {
  const days = Math.floor((now.getTime() - new Date(iso).getTime()) / DAY_MS);
  if (!Number.isFinite(days)) return NOT_GIVEN;
  if (days < 1) return 'today';
  return days === 1 ? '1 day' : `${days} days`;
}

/** Whole dollars, or the dash when not given (applications from before the form asked). */
export function formatOptionalUsd(dollars: number | null | undefined): string {
  return dollars === null || dollars === undefined ? NOT_GIVEN : formatUsd(dollars);
}

/** Cents read from the statements, as whole dollars beside the stated ones. */
export function formatCentsAsUsd(cents: number | null): string {
  return cents === null ? NOT_GIVEN : formatUsd(Math.round(cents / 100));
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function entityTypeLabel(value: string): string {
  return ENTITY_TYPES.find((option) => option.value === value)?.label ?? value;
}

export function timeInBusinessLabel(value: string): string {
  return TIME_IN_BUSINESS_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

export function industryLabel(value: string): string {
  return value === '' ? NOT_GIVEN : optionLabel(INDUSTRY_OPTIONS, value);
}

/** Open advances or loans as the header states them: how many, none, or not asked. */
export function formatOpenPositions(
  application: Pick<ApplicationDetail, 'hasOpenAdvances' | 'openAdvancesCount'>,
) {
  if (application.hasOpenAdvances === 'no') return 'None';
  if (application.hasOpenAdvances === 'yes') return String(application.openAdvancesCount ?? 'Yes');
  return NOT_GIVEN;
}

export function stateLabel(code: string): string {
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
  if (field === 'amountRequested' || field === 'averageMonthlyRevenue') return formatUsd(Number(value));
  if (field === 'useOfFunds') return optionLabel(USE_OF_FUNDS_OPTIONS, String(value));
  if (field === 'industry') return industryLabel(String(value));
  if (field === 'hasOpenAdvances') return optionLabel(YES_NO_OPTIONS, String(value));
  if (STATE_FIELDS.has(field)) return stateLabel(String(value));
  if (field === 'owner1OwnershipPercentage' || field === 'owner2OwnershipPercentage') return `${value}%`;
  return String(value);
}
