import { useId, useState } from 'react';
import { copyText } from '../agents/copy-text';
import { primaryButton, secondaryButton } from '../ui/buttons';

interface RecoveryCodesListProps {
  codes: readonly string[];
  accountName: string;
  continueLabel: string;
  onContinue: () => void;
}

/**
 * The recovery codes, shown this once: copy or download them, and say they are saved before going
 * on (the server keeps only their hashes, so nobody can show them again).
 */
export function RecoveryCodesList({ codes, accountName, continueLabel, onContinue }: RecoveryCodesListProps) {
  const [saved, setSaved] = useState(false);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const checkboxId = useId();
  const text = codes.join('\n');

  const copy = async () => {
    try {
      await copyText(text);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([`Recovery codes for ${accountName}\n\n${text}\n`], { type: 'text/plain' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = `recovery-codes-${accountName}.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Each code signs you in once if you lose your authenticator app. Keep them somewhere safe, such as a
        password manager. They are shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 rounded-md bg-slate-100 p-4 font-mono text-base text-slate-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} onClick={copy}>
          Copy codes
        </button>
        <button type="button" className={secondaryButton} onClick={download}>
          Download codes
        </button>
      </div>
      <p role="status" className="min-h-5 text-sm text-slate-700">
        {copyState === 'copied'
          ? 'Codes copied'
          : copyState === 'failed'
            ? 'Could not copy: select and copy them instead'
            : ''}
      </p>
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-blue-700"
        />
        <label htmlFor={checkboxId} className="text-sm font-medium text-slate-800">
          I have saved these recovery codes
        </label>
      </div>
      <button
        type="button"
        className={`${primaryButton} w-full py-2.5`}
        disabled={!saved}
        onClick={onContinue}
      >
        {continueLabel}
      </button>
    </div>
  );
}
