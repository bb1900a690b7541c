import { type ApplicationField, FIELD_LABELS, formatPhone, formatSsn, formatZip } from '@funding/contracts';
import { useFormContext, useFormState } from 'react-hook-form';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import { type ApplicationFormValues, errorMessageOf } from './form-types';
import { STATE_OPTIONS } from './state-options';

type OwnerNumber = 1 | 2;
type OwnerFieldSuffix =
  | 'FirstName'
  | 'LastName'
  | 'OwnershipPercentage'
  | 'DateOfBirth'
  | 'Ssn'
  | 'FicoScore'
  | 'Street1'
  | 'Street2'
  | 'City'
  | 'State'
  | 'ZipCode'
  | 'Email'
  | 'MobilePhone';

// Owner 1 and owner 2 have the same fields, named owner1X and owner2X.
export function OwnerFields({ owner }: { owner: OwnerNumber }) {
  const { register } = useFormContext<ApplicationFormValues>();
  const { errors } = useFormState<ApplicationFormValues>();
  const name = (suffix: OwnerFieldSuffix) => `owner${owner}${suffix}` as const satisfies ApplicationField;
  const field = (suffix: OwnerFieldSuffix) => ({
    label: FIELD_LABELS[name(suffix)],
    registration: register(name(suffix)),
    error: errorMessageOf(errors, name(suffix)),
  });

  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold text-slate-900">Owner {owner}</legend>
      <TextField {...field('FirstName')} required autoComplete={owner === 1 ? 'given-name' : 'off'} />
      <TextField {...field('LastName')} required autoComplete={owner === 1 ? 'family-name' : 'off'} />
      <TextField
        {...field('OwnershipPercentage')}
        required
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
      />
      <TextField {...field('DateOfBirth')} required type="date" autoComplete={owner === 1 ? 'bday' : 'off'} />
      <TextField
        {...field('Ssn')}
        required
        inputMode="numeric"
        autoComplete="off"
        placeholder="###-##-####"
        format={formatSsn}
      />
      <TextField
        {...field('FicoScore')}
        type="number"
        inputMode="numeric"
        min={300}
        max={850}
        hint="Optional"
      />
      <TextField {...field('Street1')} required autoComplete="off" className="sm:col-span-2" />
      <TextField {...field('Street2')} autoComplete="off" className="sm:col-span-2" />
      <TextField {...field('City')} required autoComplete="off" />
      <SelectField {...field('State')} options={STATE_OPTIONS} placeholder="Select state" required />
      <TextField
        {...field('ZipCode')}
        required
        inputMode="numeric"
        autoComplete="off"
        placeholder="12345 or 12345-6789"
        format={formatZip}
      />
      {/* Owner 2's are optional (shown with the second owner); owner 1 gets the confirmation e-mail. */}
      <TextField
        {...field('Email')}
        required={owner === 1}
        type="email"
        inputMode="email"
        autoComplete={owner === 1 ? 'email' : 'off'}
        hint={owner === 1 ? undefined : 'Optional'}
        className="sm:col-start-1"
      />
      <TextField
        {...field('MobilePhone')}
        required={owner === 1}
        type="tel"
        inputMode="tel"
        autoComplete={owner === 1 ? 'tel' : 'off'}
        placeholder="(XXX) XXX-XXXX"
        hint={owner === 1 ? undefined : 'Optional'}
        format={formatPhone}
      />
    </fieldset>
  );
}
