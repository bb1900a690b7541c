import { ROLE_LABELS } from '@funding/contracts';
import { useState } from 'react';
import { Logo } from '../../components/Logo';
import { QueueViewButton } from '../queues/QueueViewButton';
import { SecondFactorDialog } from '../second-factor/SecondFactorDialog';
import { canOpenQueueView, useCurrentAdmin } from '../session/current-admin';
import { signOut } from '../session/session-mutations';
import { endSession } from '../session/session-store';
import { secondaryButton } from '../ui/buttons';
import { ChangePasswordDialog } from '../users/ChangePasswordDialog';

export function PanelHeader() {
  const admin = useCurrentAdmin();
  const [signingOut, setSigningOut] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [managingSecondFactor, setManagingSecondFactor] = useState(false);

  const logout = async () => {
    setSigningOut(true);
    // The screen signs out even if the server cannot be told (the token then simply expires).
    await signOut().catch(() => undefined);
    endSession();
  };

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-[96rem] flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <div className="flex items-center gap-3">
          <Logo className="h-9 w-auto" />
          <h1 className="text-2xl font-bold text-slate-900">Admin Panel</h1>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p className="rounded-full bg-blue-50 px-3 py-1 text-sm text-blue-900 ring-1 ring-blue-300">
            Logged in as <span className="font-semibold">{admin.username}</span>{' '}
            <span className="whitespace-nowrap">({ROLE_LABELS[admin.role]})</span>
          </p>
          {canOpenQueueView(admin.role) && <QueueViewButton />}
          <button type="button" className={secondaryButton} onClick={() => setChangingPassword(true)}>
            Change Password
          </button>
          <button type="button" className={secondaryButton} onClick={() => setManagingSecondFactor(true)}>
            Two-Step Verification
          </button>
          <button type="button" className={secondaryButton} onClick={logout} disabled={signingOut}>
            {signingOut ? 'Logging out...' : 'Logout'}
          </button>
        </div>
      </div>
      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
      <SecondFactorDialog open={managingSecondFactor} onOpenChange={setManagingSecondFactor} />
    </header>
  );
}
