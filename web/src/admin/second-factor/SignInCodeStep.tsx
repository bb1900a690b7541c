import { SECOND_FACTOR_MESSAGES, secondFactorCodeSchema } from '@funding/contracts';
import { useState } from 'react';
import { ApiError } from '../../api/api-client';
import { type SignedIn, verifySecondFactor } from '../session/session-mutations';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { fieldOf, useDialogForm } from '../ui/dialog-form';
import { FormError } from '../ui/FormError';
import { CodeField } from './CodeField';
import { useFocusOnMount } from './use-focus-on-mount';

interface SignInCodeStepProps {
  challenge: string;
  onSignedIn: (signedIn: SignedIn) => void;
  /** The challenge is over (expired, or too many wrong codes): back to the password, with why. */
  onStartOver: (reason: string | null) => void;
}

const endsChallenge = new Set<string>([
  SECOND_FACTOR_MESSAGES.challengeExpired,
  SECOND_FACTOR_MESSAGES.challengeLocked,
]);

/** The second step of signing in: a code from the authenticator app, or a recovery code. */
export function SignInCodeStep({ challenge, onSignedIn, onStartOver }: SignInCodeStepProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const form = useDialogForm(secondFactorCodeSchema, { code: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setPending(true);
    setFailure(null);
    try {
      onSignedIn(await verifySecondFactor(challenge, code));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof ApiError && endsChallenge.has(message)) {
        onStartOver(message);
        return;
      }
      setFailure(message);
      form.reset({ code: '' });
      form.setFocus('code');
      setPending(false);
    }
  });

  return (
    <section aria-labelledby="second-factor-heading" className="mt-6">
      <h2
        id="second-factor-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900"
      >
        Two-step verification
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes.
      </p>
      <FormError message={failure} className="mt-4" />
      <form className="mt-4 space-y-4" onSubmit={onSubmit} noValidate>
        <CodeField
          label="Authentication code"
          hint="6 digits, or a recovery code like 7KQ2-M9XD-4PTH-0AAV"
          {...fieldOf(form, 'code')}
        />
        <button type="submit" className={`${primaryButton} w-full py-2.5`} disabled={pending}>
          {pending ? 'Verifying...' : 'Verify'}
        </button>
        <button type="button" className={`${secondaryButton} w-full`} onClick={() => onStartOver(null)}>
          Back to sign in
        </button>
      </form>
    </section>
  );
}
