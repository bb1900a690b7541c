import { type ApplicationDetail, NOTE_MAX, noteCreateSchema } from '@funding/contracts';
import { useId, useState } from 'react';
import { errorMessageOf } from '../../api/api-client';
import { FieldFrame } from '../../components/FieldFrame';
import { inputClasses } from '../../components/input-classes';
import { secondaryButton } from '../ui/buttons';
import { formatDateTime } from './format';
import { useAddNote } from './review-mutations';

function NoteForm({ applicationId }: { applicationId: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useAddNote(applicationId);
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        // The server checks the same schema; checking here first saves a round trip.
        const parsed = noteCreateSchema.safeParse({ text });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message);
          return;
        }
        setError(undefined);
        add.mutate(parsed.data.text, {
          onSuccess: () => setText(''),
          onError: (failure) => setError(errorMessageOf(failure, 'The note could not be saved')),
        });
      }}
    >
      <FieldFrame
        id={`${id}-note`}
        label="Add a note"
        hint={`Only staff see notes. ${text.length}/${NOTE_MAX}`}
        error={error}
      >
        <textarea
          id={`${id}-note`}
          value={text}
          maxLength={NOTE_MAX}
          rows={3}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          className={inputClasses}
        />
      </FieldFrame>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={secondaryButton} disabled={add.isPending}>
          {add.isPending ? 'Saving...' : 'Add note'}
        </button>
        <p role="status" className="text-sm text-green-800">
          {add.isSuccess && !text ? add.data.message : ''}
        </p>
      </div>
    </form>
  );
}

/** Internal notes, newest first, with who wrote them and when. */
export function NotesSection({ application, canAdd }: { application: ApplicationDetail; canAdd: boolean }) {
  return (
    <div className="space-y-3">
      <h4 className="text-sm font-semibold text-slate-900">Notes</h4>
      {canAdd && <NoteForm applicationId={application.applicationId} />}
      {application.notes.length === 0 ? (
        <p className="text-sm text-slate-700">No notes yet.</p>
      ) : (
        <ol aria-label="Notes, newest first" className="space-y-2">
          {application.notes.map((note) => (
            <li key={note.id} className="rounded-md bg-white p-3 text-sm ring-1 ring-slate-200">
              <p className="text-xs text-slate-700">
                <span className="font-semibold">{note.authorUsername ?? 'A former staff member'}</span>,{' '}
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
