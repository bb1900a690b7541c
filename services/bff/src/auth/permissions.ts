import { ADMIN_API_MESSAGES, type AdminRole, type StaffPermissions } from '@funding/contracts';
import { AppError } from '../errors.ts';
import { hasRole } from './session.ts';

/**
 * What a role may do beyond reading, as every route that does it checks (and the portal is told, so
 * it leaves out what would be refused): download the PDF and the uploaded files (viewers only when
 * the deployment allows it, VIEWER_DOWNLOADS), and reveal SSN, EIN and dates of birth (admins and
 * super admins).
 */
export function staffPermissions(role: AdminRole, env: { VIEWER_DOWNLOADS: boolean }): StaffPermissions {
  return {
    downloadFiles: hasRole({ role }, 'admin') || env.VIEWER_DOWNLOADS,
    revealPersonalData: hasRole({ role }, 'admin'),
  };
}

/** Refuses (403) a download to someone the deployment does not let download. */
export function assertMayDownload(role: AdminRole, env: { VIEWER_DOWNLOADS: boolean }): void {
  if (!staffPermissions(role, env).downloadFiles)
    throw new AppError('forbidden', ADMIN_API_MESSAGES.viewerDownloadsOff);
}
