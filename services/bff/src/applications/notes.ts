import { ADMIN_API_MESSAGES, type ApplicationNote, RETENTION_MESSAGES } from '@funding/contracts';
import { type Database, schema } from '@funding/platform';
import { desc, eq, sql } from 'drizzle-orm';
import { recordAudit, type StaffActor } from '../audit/record-audit.ts';
import { AppError } from '../errors.ts';

const { applicationNotes, applications } = schema;

/** The detail view shows this many of the newest notes; an application rarely gathers more. */
export const NOTES_SHOWN = 200;

const noteColumns = {
  id: applicationNotes.id,
  authorId: applicationNotes.authorId,
  authorUsername: applicationNotes.authorUsername,
  text: applicationNotes.body,
  createdAt: applicationNotes.createdAt,
};

function toNote(row: { createdAt: Date } & Omit<ApplicationNote, 'createdAt'>): ApplicationNote {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** An application's notes, newest first (ties by the order they were written). */
export async function notesOf(db: Database, applicationRowId: string): Promise<ApplicationNote[]> {
  const rows = await db
    .select(noteColumns)
    .from(applicationNotes)
    .where(eq(applicationNotes.applicationId, applicationRowId))
    .orderBy(desc(applicationNotes.createdAt), desc(applicationNotes.id))
    .limit(NOTES_SHOWN);
  return rows.map(toNote);
}

/**
 * Adds a note by `author`, with its audit entry in the same transaction. The entry names the note
 * and its length, never its text: staff may write an applicant's details in it. Throws not_found,
 * and conflict once the application's personal data is disposed of.
 */
export async function addNote(
  db: Database,
  author: StaffActor,
  applicationId: string,
  text: string,
): Promise<ApplicationNote> {
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select({ id: applications.id, disposedAt: applications.disposedAt })
      .from(applications)
      .where(eq(applications.applicationId, applicationId))
      .for('update');
    if (!application) throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
    // What staff write about an applicant is personal data: none is kept once it is disposed of.
    if (application.disposedAt) throw new AppError('conflict', RETENTION_MESSAGES.alreadyDisposed);
    // A note is activity: the retention period counts from it (platform's retention/policy.ts).
    await tx.update(applications).set({ updatedAt: new Date() }).where(eq(applications.id, application.id));
    const [note] = await tx
      .insert(applicationNotes)
      .values({
        applicationId: application.id,
        authorId: author.id,
        authorUsername: author.username,
        body: text,
      })
      .returning(noteColumns);
    if (!note) throw new Error('no note inserted');
    await tx
      .update(applications)
      .set({ lastActivityAt: sql`now()` })
      .where(eq(applications.id, application.id));
    await recordAudit(tx, author, {
      action: 'note_add',
      applicationId,
      detail: { noteId: note.id, length: text.length },
    });
    return toNote(note);
  });
}
