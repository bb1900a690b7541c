import {
  ADMIN_API_MESSAGES,
  type RevealedPersonalData,
  SENSITIVE_FIELDS,
  scrubPersonalData,
} from '@funding/contracts';
import { type Database, type FieldCipher, openApplication, schema } from '@funding/platform';
import { eq } from 'drizzle-orm';
import { recordAudit, type StaffActor } from '../audit/record-audit.ts';
import { AppError } from '../errors.ts';

/**
 * SSN, EIN and dates of birth of one application in full, decrypted for `actor` (the route lets
 * admins and super admins only), with the reason they gave. The reveal is audited
 * (`personal_data_reveal`, the reason in its detail, scrubbed of anything shaped like personal data)
 * before a value is returned: no unaudited reveal. Throws not_found.
 */
export async function revealPersonalData(
  { db, cipher }: { db: Database; cipher: FieldCipher },
  actor: StaffActor,
  applicationId: string,
  reason: string,
): Promise<RevealedPersonalData> {
  const [row] = await db
    .select()
    .from(schema.applications)
    .where(eq(schema.applications.applicationId, applicationId));
  if (!row) throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
  const application = openApplication(row, cipher);
  await recordAudit(db, actor, {
    action: 'personal_data_reveal',
    applicationId,
    detail: { reason: scrubPersonalData(reason), fields: [...SENSITIVE_FIELDS] },
  });
  return {
    ein: application.ein,
    owner1Ssn: application.owner1Ssn,
    owner1DateOfBirth: application.owner1DateOfBirth,
    owner2Ssn: application.hasSecondOwner ? application.owner2Ssn : '',
    owner2DateOfBirth: application.hasSecondOwner ? application.owner2DateOfBirth : '',
  };
}
