import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf } from '../../api/api-client';
import { useCurrentAdmin } from '../session/current-admin';
import { AdminDialog } from '../ui/AdminDialog';
import { ErrorState, LoadingState } from '../ui/QueryStates';
import { RecoveryCodesList } from './RecoveryCodesList';
import { SecondFactorOverview, type SecondFactorView } from './SecondFactorOverview';
import { secondFactorStatusOptions } from './second-factor-queries';
import { ConfirmEnrolmentStep, PasswordStep, RegenerateCodesStep, TurnOffStep } from './second-factor-steps';

interface SecondFactorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The signed-in admin's own two-step verification: set it up, new recovery codes, turn it off. */
export function SecondFactorDialog({ open, onOpenChange }: SecondFactorDialogProps) {
  const [view, setView] = useState<SecondFactorView>({ name: 'overview' });
  const changeOpen = (next: boolean) => {
    // Recovery codes on screen are shown once: closing is the same as "Done".
    if (!next) setView({ name: 'overview' });
    onOpenChange(next);
  };
  return (
    <AdminDialog
      open={open}
      onOpenChange={changeOpen}
      title="Two-Step Verification"
      description="Signing in asks for a code from an authenticator app as well as your password."
    >
      {open && <SecondFactorContent view={view} setView={setView} />}
    </AdminDialog>
  );
}

/** The step `view` names, once the factor's status is known. */
function SecondFactorContent({
  view,
  setView,
}: {
  view: SecondFactorView;
  setView: (view: SecondFactorView) => void;
}) {
  const status = useQuery(secondFactorStatusOptions());
  const admin = useCurrentAdmin();
  const back = () => setView({ name: 'overview' });

  if (status.isPending) return <LoadingState text="Loading two-step verification..." />;
  if (status.isError) {
    return (
      <ErrorState
        title="Could not load two-step verification"
        detail={errorMessageOf(status.error, '')}
        onRetry={() => void status.refetch()}
      />
    );
  }
  switch (view.name) {
    case 'overview':
      return <SecondFactorOverview status={status.data} notice={view.notice} setView={setView} />;
    case 'password':
      return (
        <PasswordStep onStarted={(enrolment) => setView({ name: 'enrol', enrolment })} onCancel={back} />
      );
    case 'enrol':
      return (
        <ConfirmEnrolmentStep
          enrolment={view.enrolment}
          onEnabled={(codes) => setView({ name: 'codes', codes, title: 'Two-step verification is on' })}
        />
      );
    case 'codes':
      return (
        <div className="space-y-3">
          <h3 className="font-semibold text-slate-900">{view.title}: save your recovery codes</h3>
          <RecoveryCodesList
            codes={view.codes}
            accountName={admin.username}
            continueLabel="Done"
            onContinue={back}
          />
        </div>
      );
    case 'regenerate':
      return (
        <RegenerateCodesStep
          onCreated={(codes) => setView({ name: 'codes', codes, title: 'New recovery codes created' })}
          onCancel={back}
        />
      );
    case 'disable':
      return <TurnOffStep onTurnedOff={(notice) => setView({ name: 'overview', notice })} onCancel={back} />;
  }
}
