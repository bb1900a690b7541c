import type { Enrolment } from '@funding/contracts';
import { SECOND_FACTOR_MESSAGES } from '@funding/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-client';
import {
  confirmEnrolmentAtSignIn,
  type SignedIn,
  startEnrolmentAtSignIn,
} from '../session/session-mutations';
import { secondaryButton } from '../ui/buttons';
import { ErrorState, LoadingState } from '../ui/QueryStates';
import { EnrolmentForm } from './EnrolmentForm';
import { useFocusOnMount } from './use-focus-on-mount';

interface SignInEnrolmentStepProps {
  challenge: string;
  /** Turned on and signed in; the recovery codes are still to be shown. */
  onEnrolled: (signedIn: SignedIn, recoveryCodes: string[]) => void;
  onStartOver: (reason: string | null) => void;
}

const endsChallenge = new Set<string>([
  SECOND_FACTOR_MESSAGES.challengeExpired,
  SECOND_FACTOR_MESSAGES.challengeLocked,
]);

/** Required mode, no second factor yet: set it up now, before the panel opens. */
export function SignInEnrolmentStep({ challenge, onEnrolled, onStartOver }: SignInEnrolmentStepProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; field?: string } | null>(null);
  const [pending, setPending] = useState(false);

  const load = useCallback(async () => {
    setLoadFailure(null);
    try {
      setEnrolment(await startEnrolmentAtSignIn(challenge));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof ApiError && endsChallenge.has(message)) onStartOver(message);
      else setLoadFailure(message);
    }
  }, [challenge, onStartOver]);

  // Once per challenge: each start makes a new key, and the one on screen must be the one stored.
  const startedFor = useRef<string | null>(null);
  useEffect(() => {
    if (startedFor.current === challenge) return;
    startedFor.current = challenge;
    void load();
  }, [challenge, load]);

  const confirm = async (code: string) => {
    setPending(true);
    setFailure(null);
    try {
      const { recoveryCodes, ...signedIn } = await confirmEnrolmentAtSignIn(challenge, code);
      onEnrolled(signedIn, recoveryCodes);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof ApiError && endsChallenge.has(message)) {
        onStartOver(message);
        return;
      }
      setFailure({ message, field: error instanceof ApiError && error.fields.code ? 'code' : undefined });
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="enrolment-heading" className="mt-6">
      <h2 id="enrolment-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        Set up two-step verification
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Every staff account signs in with a code from an authenticator app as well as the password.
      </p>
      <div className="mt-4">
        {loadFailure ? (
          <ErrorState title="Could not start the set-up" detail={loadFailure} onRetry={() => void load()} />
        ) : enrolment ? (
          <EnrolmentForm enrolment={enrolment} pending={pending} failure={failure} onConfirm={confirm} />
        ) : (
          <LoadingState text="Preparing your authenticator key..." />
        )}
      </div>
      <button type="button" className={`${secondaryButton} mt-4 w-full`} onClick={() => onStartOver(null)}>
        Back to sign in
      </button>
    </section>
  );
}
