import {
  ADMIN_API_MESSAGES,
  applicantValuesOf,
  type LegalHoldChange,
  RETENTION_MESSAGES,
  type RetentionState,
  withoutValues,
} from '@funding/contracts';
import {
  type ApplicationRow,
  type Database,
  type DbExecutor,
  type DisposalDependencies,
  type DisposalOutcome,
  disposalDueAtSql,
  disposeApplication,
  type FieldCipher,
  openApplication,
  type RetentionPolicy,
  schema,
} from '@funding/platform';
import { eq } from 'drizzle-orm';
import { recordAudit, type StaffActor } from '../audit/record-audit.ts';
import { AppError } from '../errors.ts';

const { applications } = schema;

type RetentionColumns = Pick<
  ApplicationRow,
  'disposedAt' | 'legalHoldReason' | 'legalHoldPlacedAt' | 'legalHoldPlacedBy'
>;

/** The retention state of a row, given when the policy makes it due (`disposalDueAtSql`). */
export function retentionStateOf(row: RetentionColumns, disposalDueAt: Date): RetentionState {
  const legalHold = row.legalHoldPlacedAt
    ? {
        reason: row.legalHoldReason ?? '',
        placedAt: row.legalHoldPlacedAt.toISOString(),
        placedBy: row.legalHoldPlacedBy,
      }
    : null;
  return {
    disposalDueAt: row.disposedAt || legalHold ? null : disposalDueAt.toISOString(),
    disposedAt: row.disposedAt?.toISOString() ?? null,
    legalHold,
  };
}

/** The retention state of one application as it is now; throws not_found. */
export async function readRetentionState(
  db: DbExecutor,
  policy: RetentionPolicy,
  applicationId: string,
): Promise<RetentionState> {
  const [found] = await db
    .select({ row: applications, disposalDueAt: disposalDueAtSql(policy) })
    .from(applications)
    .where(eq(applications.applicationId, applicationId));
  if (!found) throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
  return retentionStateOf(found.row, found.disposalDueAt);
}

/**
 * Staff's reason with the applicant's own values taken out (names, addresses, numbers, and every
 * shape of personal data): it goes into the audit trail, which outlives the values it could quote.
 */
function scrubbedReason(reason: string, row: ApplicationRow, cipher: FieldCipher): string {
  return withoutValues(reason, applicantValuesOf(openApplication(row, cipher)));
}

/**
 * Places or lifts a legal hold (super admins; the route checks the role), with its audit entry
 * (`legal_hold_place` or `legal_hold_lift`, with the reason) in the same transaction. A held
 * application is never disposed of, by the policy or on request. The hold is not activity: the
 * application's last activity (and so its disposal date once lifted) stays what it was. Throws
 * not_found, and conflict when the application is disposed of already or the hold is as asked.
 */
export async function changeLegalHold(
  deps: { db: Database; cipher: FieldCipher; retentionPolicy: RetentionPolicy },
  actor: StaffActor,
  applicationId: string,
  change: LegalHoldChange,
): Promise<RetentionState> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(applications)
      .where(eq(applications.applicationId, applicationId))
      .for('update');
    if (!row) throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
    if (row.disposedAt) throw new AppError('conflict', RETENTION_MESSAGES.alreadyDisposed);
    const held = row.legalHoldPlacedAt !== null;
    if (change.held && held) throw new AppError('conflict', RETENTION_MESSAGES.alreadyHeld);
    if (!change.held && !held) throw new AppError('conflict', RETENTION_MESSAGES.notHeld);
    const reason = scrubbedReason(change.reason, row, deps.cipher);
    await tx
      .update(applications)
      .set({
        legalHoldReason: change.held ? reason : null,
        legalHoldPlacedAt: change.held ? new Date() : null,
        legalHoldPlacedBy: change.held ? actor.username : null,
        updatedAt: row.updatedAt,
      })
      .where(eq(applications.id, row.id));
    await recordAudit(tx, actor, {
      action: change.held ? 'legal_hold_place' : 'legal_hold_lift',
      applicationId,
      detail: { reason },
    });
    return readRetentionState(tx, deps.retentionPolicy, applicationId);
  });
}

function refusalOf(outcome: DisposalOutcome): AppError | null {
  if (outcome === 'missing') return new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
  if (outcome === 'already') return new AppError('conflict', RETENTION_MESSAGES.alreadyDisposed);
  if (outcome === 'held') return new AppError('conflict', RETENTION_MESSAGES.heldNotDisposed);
  return null;
}

/**
 * Disposes of an application now, on an applicant's deletion request (admins; the route checks the
 * role): the same disposal as the policy's (platform's retention/), its audit entry
 * (`application_dispose`, with the reason scrubbed of the applicant's values) in its transaction.
 * Throws not_found, and conflict when it is held or disposed of already.
 */
export async function disposeOnRequest(
  deps: DisposalDependencies & { retentionPolicy: RetentionPolicy },
  actor: StaffActor,
  applicationId: string,
  reason: string,
): Promise<RetentionState> {
  const outcome = await disposeApplication(deps, actor, applicationId, { kind: 'request', reason });
  const refusal = refusalOf(outcome);
  if (refusal) throw refusal;
  return readRetentionState(deps.db, deps.retentionPolicy, applicationId);
}
