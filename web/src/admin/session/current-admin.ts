import type { AdminRole, AdminUser } from '@funding/contracts';
import { createContext, useContext } from 'react';

export const CurrentAdminContext = createContext<AdminUser | null>(null);

/** The verified admin; only rendered inside the panel, where there always is one. */
export function useCurrentAdmin(): AdminUser {
  const admin = useContext(CurrentAdminContext);
  if (!admin) throw new Error('useCurrentAdmin is used outside the admin panel');
  return admin;
}

// docs/product.md: viewers read; admins also change applications and agents; super admins also manage
// admin users. The server enforces this; the screens only leave out what would be refused.
export function canChangeRecords(role: AdminRole): boolean {
  return role === 'admin' || role === 'super_admin';
}

export function canManageAdmins(role: AdminRole): boolean {
  return role === 'super_admin';
}

/** The queue view (bull-board) is an operator's tool: super admins only, as the server checks. */
export function canOpenQueueView(role: AdminRole): boolean {
  return role === 'super_admin';
}

/** The audit log across the system: super admins only, as the server checks. */
export function canReadAuditLog(role: AdminRole): boolean {
  return role === 'super_admin';
}
