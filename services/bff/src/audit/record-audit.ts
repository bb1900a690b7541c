import type { Actor } from '@funding/platform';

// The audit trail's writer lives in the platform, where the retention policy's scheduled disposals
// (pdf-worker) write their entries too; the BFF's domain functions import it from here.
export { type Actor, type AuditEntry, recordAudit } from '@funding/platform';

/** A signed-in staff member acting, from the address the request came from. */
export interface StaffActor extends Actor {
  id: string;
  username: string;
  ip: string;
}
