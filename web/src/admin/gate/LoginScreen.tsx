import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '../../components/TextField';
import { useDocumentTitle } from '../../components/use-document-title';
import { adminKeys } from '../session/admin-keys';
import { signIn } from '../session/auth-api';
import { startSession } from '../session/session-store';
import { primaryButton } from '../ui/buttons';
import { PasswordField } from '../ui/PasswordField';

interface LoginValues {
  username: string;
  password: string;
}

/** SPEC section 2: 'Admin Portal', username and password, Sign In, 'Authorized personnel only'. */
export function LoginScreen({ notice }: { notice: string | null }) {
  useDocumentTitle('Admin Portal');
  const queryClient = useQueryClient();
  const form = useForm<LoginValues>({ defaultValues: { username: '', password: '' } });
  const [username, password] = useWatch({ control: form.control, name: ['username', 'password'] });
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    setPending(true);
    setFailure(null);
    try {
      const { token, user } = await signIn(values.username.trim(), values.password);
      // Seed the verified user so the panel opens without a second check.
      queryClient.setQueryData(adminKeys.session(), user);
      startSession(token, user);
    } catch (error) {
      // SPEC section 8: the message in an alert, and the fields cleared.
      setFailure(error instanceof Error ? error.message : String(error));
      form.reset({ username: '', password: '' });
      form.setFocus('username');
      setPending(false);
    }
  });

  const canSubmit = username.trim() !== '' && password !== '' && !pending;

  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-center text-2xl font-bold text-slate-900">Admin Portal</h1>
        <p className="mt-1 text-center text-sm text-slate-700">Authorized personnel only</p>
        {notice && !failure && (
          <p
            role="status"
            className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-300"
          >
            {notice}
          </p>
        )}
        {failure && (
          <p
            role="alert"
            className="mt-4 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-700"
          >
            {failure}
          </p>
        )}
        <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
          <TextField
            label="Username"
            registration={form.register('username')}
            autoComplete="username"
            required
          />
          <PasswordField
            label="Password"
            registration={form.register('password')}
            autoComplete="current-password"
            required
          />
          <button type="submit" className={`${primaryButton} w-full py-2.5`} disabled={!canSubmit}>
            {pending ? 'Authenticating...' : 'Sign In'}
          </button>
        </form>
      </div>
    </main>
  );
}
