import { type AdminRole, ROLE_LABELS } from '@funding/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, hintIdOf } from '../../components/field-ids';
import { inputClasses, labelClasses } from '../../components/input-classes';

interface RoleSelectProps {
  registration: UseFormRegisterReturn;
  roles: readonly AdminRole[];
  disabled?: boolean;
  hint?: string;
}

// The shared SelectField always offers an empty choice; a role is never empty, so this one does not.
export function RoleSelect({ registration, roles, disabled, hint }: RoleSelectProps) {
  const id = registration.name;
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        Role
      </label>
      <select
        {...registration}
        id={id}
        disabled={disabled}
        aria-describedby={describedBy(hint && hintIdOf(id))}
        className={inputClasses}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintIdOf(id)} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
    </div>
  );
}
