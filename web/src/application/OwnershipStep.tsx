import { useFormContext, useWatch } from 'react-hook-form';
import type { ApplicationFormValues } from './form-types';
import { OwnerFields } from './OwnerFields';
import { StepSection } from './StepSection';

export function OwnershipStep() {
  const { register } = useFormContext<ApplicationFormValues>();
  const hasSecondOwner = useWatch<ApplicationFormValues, 'hasSecondOwner'>({ name: 'hasSecondOwner' });

  return (
    <StepSection title="Ownership Information">
      <OwnerFields owner={1} />
      <div className="flex items-center gap-3 sm:col-span-2">
        <input
          {...register('hasSecondOwner')}
          id="hasSecondOwner"
          type="checkbox"
          className="size-5 accent-blue-700"
        />
        <label htmlFor="hasSecondOwner" className="text-sm font-medium text-slate-800">
          Add second owner
        </label>
      </div>
      {hasSecondOwner && <OwnerFields owner={2} />}
    </StepSection>
  );
}
