import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '../../components/TextField';
import { useDocumentTitle } from '../../components/use-document-title';
import { RecoveryCodesList } from '../second-factor/RecoveryCodesList';
import { SignInCodeStep } from '../second-factor/SignInCodeStep';
import { SignInEnrolmentStep } from '../second-factor/SignInEnrolmentStep';
import { useFocusOnMount } from '../second-factor/use-focus-on-mount';
import { type SecondFactorNeeded, type SignedIn, signIn } from '../session/session-mutations';
import { sessionKeys } from '../session/session-queries';
import { startSession } from '../session/session-store';
import { primaryButton } from '../ui/buttons';
import { FormError } from '../ui/FormError';
import { PasswordField } from '../ui/PasswordField';

interface LoginValues {
  username: string;
  password: string;
}

/** Where the sign-in is: the password, then (for accounts that need one) the second factor. */
type Stage =
  | { name: 'password' }
  | { name: 'code'; challenge: SecondFactorNeeded }
  | { name: 'enrol'; challenge: SecondFactorNeeded }
  | { name: 'recoveryCodes'; signedIn: SignedIn; codes: string[] };

/**
 * 'Admin Portal', username and password, Sign In, 'Authorized personnel only'
 * (docs/product.md#the-admin-portal).
 */
export function LoginScreen({ notice }: { notice: string | null }) {
  useDocumentTitle('Admin Portal');
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>({ name: 'password' });
  const [stageNotice, setStageNotice] = useState<string | null>(null);

  const finish = useCallback(
    ({ token, user }: SignedIn) => {
      // Seed the verified user so the panel opens without a second check.
      queryClient.setQueryData(sessionKeys.user(), user);
      startSession(token, user);
    },
    [queryClient],
  );
  const startOver = useCallback((reason: string | null) => {
    setStageNotice(reason);
    setStage({ name: 'password' });
  }, []);

  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-10">
      <div
        className={`w-full rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 ${stage.name === 'password' || stage.name === 'code' ? 'max-w-sm' : 'max-w-md'}`}
      >
        <h1 className="text-center text-2xl font-bold text-slate-900">Admin Portal</h1>
        <p className="mt-1 text-center text-sm text-slate-700">Authorized personnel only</p>
        {stage.name === 'password' && (
          <PasswordStep
            notice={stageNotice ?? notice}
            onSignedIn={finish}
            onSecondFactor={(challenge) => {
              setStageNotice(null);
              setStage(
                challenge.step === 'enrol' ? { name: 'enrol', challenge } : { name: 'code', challenge },
              );
            }}
          />
        )}
        {stage.name === 'code' && (
          <SignInCodeStep challenge={stage.challenge.challenge} onSignedIn={finish} onStartOver={startOver} />
        )}
        {stage.name === 'enrol' && (
          <SignInEnrolmentStep
            challenge={stage.challenge.challenge}
            onEnrolled={(signedIn, codes) => setStage({ name: 'recoveryCodes', signedIn, codes })}
            onStartOver={startOver}
          />
        )}
        {stage.name === 'recoveryCodes' && (
          <SavedCodesStep stage={stage} onDone={() => finish(stage.signedIn)} />
        )}
      </div>
    </main>
  );
}

function PasswordStep({
  notice,
  onSignedIn,
  onSecondFactor,
}: {
  notice: string | null;
  onSignedIn: (signedIn: SignedIn) => void;
  onSecondFactor: (challenge: SecondFactorNeeded) => void;
}) {
  const form = useForm<LoginValues>({ defaultValues: { username: '', password: '' } });
  const [username, password] = useWatch({ control: form.control, name: ['username', 'password'] });
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    setPending(true);
    setFailure(null);
    try {
      const answer = await signIn(values.username.trim(), values.password);
      if (answer.kind === 'signedIn') onSignedIn(answer);
      else onSecondFactor(answer);
    } catch (error) {
      // The message in an alert, and the fields cleared
      // (docs/product.md#calls-and-errors).
      setFailure(error instanceof Error ? error.message : String(error));
      form.reset({ username: '', password: '' });
      form.setFocus('username');
      setPending(false);
    }
  });

  const canSubmit = username.trim() !== '' && password !== '' && !pending;

  return (
    <>
      {notice && !failure && (
        <p
          role="status"
          className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-300"
        >
          {notice}
        </p>
      )}
      <FormError message={failure} className="mt-4" />
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
    </>
  );
}

function SavedCodesStep({
  stage,
  onDone,
}: {
  stage: Extract<Stage, { name: 'recoveryCodes' }>;
  onDone: () => void;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="recovery-codes-heading" className="mt-6">
      <h2
        id="recovery-codes-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900"
      >
        Two-step verification is on: save your recovery codes
      </h2>
      <div className="mt-4">
        <RecoveryCodesList
          codes={stage.codes}
          accountName={stage.signedIn.user.username}
          continueLabel="Continue to the Admin Panel"
          onContinue={onDone}
        />
      </div>
    </section>
  );
}
