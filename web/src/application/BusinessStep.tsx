import {
  ENTITY_TYPES,
  FIELD_LABELS,
  formatDollarInput,
  formatEin,
  formatPhone,
  formatZip,
  INDUSTRY_OPTIONS,
  OPEN_ADVANCES_QUESTION,
  TIME_IN_BUSINESS_OPTIONS,
  USE_OF_FUNDS_OPTIONS,
  YES_NO_OPTIONS,
} from '@funding/contracts';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { inputClasses, labelClasses } from '../components/input-classes';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import { type ApplicationFormValues, errorMessageOf } from './form-types';
import { StepSection } from './StepSection';
import { STATE_OPTIONS } from './state-options';

export function BusinessStep() {
  const { register } = useFormContext<ApplicationFormValues>();
  const { errors } = useFormState<ApplicationFormValues>();
  const error = (field: Parameters<typeof errorMessageOf>[1]) => errorMessageOf(errors, field);
  // The count is asked only with open advances or loans (the schema ignores it otherwise).
  const hasOpenAdvances = useWatch<ApplicationFormValues, 'hasOpenAdvances'>({ name: 'hasOpenAdvances' });

  return (
    <StepSection title="Business Information">
      <TextField
        label={FIELD_LABELS.businessName}
        registration={register('businessName')}
        error={error('businessName')}
        required
        autoComplete="organization"
      />
      <TextField label={FIELD_LABELS.dba} registration={register('dba')} error={error('dba')} />
      <SelectField
        label={FIELD_LABELS.entityType}
        registration={register('entityType')}
        options={ENTITY_TYPES}
        placeholder="Select entity type"
        error={error('entityType')}
        required
      />
      <TextField
        label={FIELD_LABELS.ein}
        registration={register('ein')}
        error={error('ein')}
        required
        inputMode="numeric"
        autoComplete="off"
        placeholder="XX-XXXXXXX"
        format={formatEin}
      />
      <TextField
        label={FIELD_LABELS.businessStreet1}
        registration={register('businessStreet1')}
        error={error('businessStreet1')}
        required
        autoComplete="address-line1"
        className="sm:col-span-2"
      />
      <TextField
        label={FIELD_LABELS.businessStreet2}
        registration={register('businessStreet2')}
        error={error('businessStreet2')}
        autoComplete="address-line2"
        className="sm:col-span-2"
      />
      <TextField
        label={FIELD_LABELS.businessCity}
        registration={register('businessCity')}
        error={error('businessCity')}
        required
        autoComplete="address-level2"
      />
      <SelectField
        label={FIELD_LABELS.businessState}
        registration={register('businessState')}
        options={STATE_OPTIONS}
        placeholder="Select state"
        error={error('businessState')}
        required
      />
      <TextField
        label={FIELD_LABELS.businessZipCode}
        registration={register('businessZipCode')}
        error={error('businessZipCode')}
        required
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="12345 or 12345-6789"
        format={formatZip}
      />
      <div>
        <label htmlFor="businessCountry" className={labelClasses}>
          Country
        </label>
        {/* Fixed: the product serves US businesses only; not part of the submitted data. */}
        <input id="businessCountry" value="United States" disabled readOnly className={inputClasses} />
      </div>
      <TextField
        label={FIELD_LABELS.businessPhone}
        registration={register('businessPhone')}
        error={error('businessPhone')}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="(XXX) XXX-XXXX"
        format={formatPhone}
      />
      <SelectField
        label={FIELD_LABELS.timeInBusiness}
        registration={register('timeInBusiness')}
        options={TIME_IN_BUSINESS_OPTIONS}
        placeholder="Select time in business"
        error={error('timeInBusiness')}
        required
      />
      <SelectField
        label={FIELD_LABELS.stateOfOrganization}
        registration={register('stateOfOrganization')}
        options={STATE_OPTIONS}
        placeholder="Select state"
        error={error('stateOfOrganization')}
        required
      />
      <h3 className="mt-2 text-lg font-semibold text-slate-900 sm:col-span-2">Funding Request</h3>
      <TextField
        label={FIELD_LABELS.amountRequested}
        registration={register('amountRequested')}
        error={error('amountRequested')}
        required
        inputMode="numeric"
        autoComplete="off"
        placeholder="25,000"
        prefix="$"
        format={formatDollarInput}
      />
      <SelectField
        label={FIELD_LABELS.useOfFunds}
        registration={register('useOfFunds')}
        options={USE_OF_FUNDS_OPTIONS}
        placeholder="Select use of funds"
        error={error('useOfFunds')}
        required
      />
      <SelectField
        label={FIELD_LABELS.industry}
        registration={register('industry')}
        options={INDUSTRY_OPTIONS}
        placeholder="Select industry"
        error={error('industry')}
        required
      />
      <TextField
        label={FIELD_LABELS.averageMonthlyRevenue}
        registration={register('averageMonthlyRevenue')}
        error={error('averageMonthlyRevenue')}
        hint="Optional"
        inputMode="numeric"
        autoComplete="off"
        prefix="$"
        format={formatDollarInput}
      />
      <SelectField
        label={OPEN_ADVANCES_QUESTION}
        registration={register('hasOpenAdvances')}
        options={YES_NO_OPTIONS}
        placeholder="Select yes or no"
        error={error('hasOpenAdvances')}
        required
      />
      {hasOpenAdvances === 'yes' && (
        <TextField
          label={FIELD_LABELS.openAdvancesCount}
          registration={register('openAdvancesCount')}
          error={error('openAdvancesCount')}
          required
          type="number"
          inputMode="numeric"
        />
      )}
    </StepSection>
  );
}
