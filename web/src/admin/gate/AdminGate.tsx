import { ADMIN_API_MESSAGES } from '@funding/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../api/api-client';
import { AdminPanel } from '../panel/AdminPanel';
import { CurrentAdminContext } from '../session/current-admin';
import { sessionKeys, sessionQueryOptions } from '../session/session-queries';
import { endSession, useSessionState } from '../session/session-store';
import { LoginScreen } from './LoginScreen';
import { VerifyingScreen } from './VerifyingScreen';

/**
 * Checking, then the login screen (no token, or a token the server refuses, which is removed) or
 * the panel (docs/product.md#the-admin-portal).
 */
export function AdminGate() {
  const { token, endedBecause } = useSessionState();
  const queryClient = useQueryClient();

  useEffect(() => {
    // Nothing of a finished session may linger for the next person who signs in.
    if (!token) queryClient.removeQueries({ queryKey: sessionKeys.all });
  }, [token, queryClient]);

  if (!token) return <LoginScreen notice={endedBecause} />;
  return <VerifiedPanel />;
}

function VerifiedPanel() {
  const session = useQuery(sessionQueryOptions());

  useEffect(() => {
    // A 401 has already ended the session; any other failure means we cannot tell, so sign in again.
    if (session.error && !(session.error instanceof ApiError && session.error.status === 401)) {
      endSession(session.error.message || ADMIN_API_MESSAGES.sessionExpired);
    }
  }, [session.error]);

  if (!session.data) return <VerifyingScreen />;
  return (
    <CurrentAdminContext.Provider value={session.data}>
      <AdminPanel />
    </CurrentAdminContext.Provider>
  );
}
