import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../components/TextField';

/**
 * The e-mail address of someone the portal manages (an agent, a staff user): required, and never
 * filled in by the browser with the signed-in admin's own address.
 */
export function EmailField(field: { registration: UseFormRegisterReturn; error: string | undefined }) {
  return <TextField label="Email" type="email" inputMode="email" {...field} required autoComplete="off" />;
}
