import { type AdminRole, ROLE_LABELS } from '@funding/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlDescription, FieldFrame } from '../../components/FieldFrame';
import { inputClasses } from '../../components/input-classes';

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
    <FieldFrame id={id} label="Role" hint={hint}>
      <select
        {...registration}
        id={id}
        disabled={disabled}
        {...controlDescription(id, { hint })}
        className={inputClasses}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
