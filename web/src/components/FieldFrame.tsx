import type { ReactNode } from 'react';
import { FieldError, FieldHint } from './FieldMessage';
import { describedBy, errorIdOf, hintIdOf } from './field-ids';
import { labelClasses } from './input-classes';
import { RequiredMark } from './RequiredMark';

interface FieldFrameProps {
  /** The control's id: its label points at it, and its hint and error are named after it. */
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  /** The control itself, described with `controlDescription(id, …)`. */
  children: ReactNode;
}

/** What every labelled form control has around it: its label, then its hint and its error message. */
export function FieldFrame({ id, label, required, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      <FieldHint fieldId={id} hint={hint} />
      <FieldError fieldId={id} message={error} />
    </div>
  );
}

/** The control's side of the frame: invalid while it has an error, described by its hint and error. */
export function controlDescription(id: string, { hint, error }: { hint?: string; error?: string }) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint && hintIdOf(id), error && errorIdOf(id)),
  } as const;
}
