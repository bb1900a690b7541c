import { SEARCH_MAX } from '@funding/contracts';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { FieldFrame } from '../../components/FieldFrame';
import { inputClasses } from '../../components/input-classes';

/** A search box should not query (nor step the history) on every keystroke. */
const SEARCH_SETTLE_MS = 300;
const SEARCH_BOX_ID = 'applications-search';

type Waiting = RefObject<{ timer: ReturnType<typeof setTimeout>; text: string } | null>;

function stopWaiting(waiting: Waiting): void {
  if (waiting.current) clearTimeout(waiting.current.timer);
  waiting.current = null;
}

interface ApplicationSearchBoxProps {
  /** The search in the URL. */
  committed: string;
  /** Puts a settled search into the URL; `replace` after the first one of the same edit. */
  onCommit: (search: string, options: { replace: boolean }) => void;
}

/**
 * The list's search: what is typed shows at once and goes into the URL once it has settled, or
 * when the box loses focus. One edit (from focusing the box until it loses focus) makes one history
 * entry, so the back button steps over the whole search rather than letter by letter.
 */
export function ApplicationSearchBox({ committed, onCommit }: ApplicationSearchBoxProps) {
  const [text, setText] = useState(committed);
  const lastCommitted = useRef(committed);
  const waiting: Waiting = useRef(null);
  const committedThisEdit = useRef(false);

  const commit = (typed: string) => {
    stopWaiting(waiting);
    const search = typed.trim();
    if (search === lastCommitted.current) return;
    lastCommitted.current = search;
    onCommit(search, { replace: committedThisEdit.current });
    committedThisEdit.current = true;
  };

  // The back button, forward or a link changed the search: show it, and drop a commit still waiting.
  useEffect(() => {
    if (committed === lastCommitted.current) return;
    lastCommitted.current = committed;
    stopWaiting(waiting);
    setText(committed);
  }, [committed]);
  useEffect(() => () => stopWaiting(waiting), []);

  const type = (typed: string) => {
    setText(typed);
    stopWaiting(waiting);
    waiting.current = { timer: setTimeout(() => commit(typed), SEARCH_SETTLE_MS), text: typed };
  };

  return (
    // Wide enough for the whole placeholder; it takes the row's room the selects leave.
    <FieldFrame id={SEARCH_BOX_ID} label="Search" className="grow basis-full sm:basis-[24rem]">
      <input
        id={SEARCH_BOX_ID}
        type="search"
        value={text}
        maxLength={SEARCH_MAX}
        placeholder="Business, owner, agent or application ID"
        onFocus={() => {
          committedThisEdit.current = false;
        }}
        // Leaving the box ends the edit: what it holds applies before whatever was clicked next
        // (a row's Details, the next page) moves on from the list.
        onBlur={() => {
          if (waiting.current) commit(waiting.current.text);
        }}
        onChange={(event) => type(event.target.value)}
        className={inputClasses}
      />
    </FieldFrame>
  );
}
