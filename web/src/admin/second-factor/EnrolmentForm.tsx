import { type Enrolment, enrolmentConfirmSchema } from '@funding/contracts';
import { useState } from 'react';
import { copyText } from '../agents/copy-text';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { useDialogForm } from '../ui/dialog-form';
import { FormError } from '../ui/FormError';
import { CodeField } from './CodeField';

interface EnrolmentFormProps {
  enrolment: Enrolment;
  pending: boolean;
  /** The server's refusal: under the field when it names the code, above the form otherwise. */
  failure: { message: string; field?: string } | null;
  onConfirm: (code: string) => void;
}

/** The key as a QR code and as text, then the first code from the app, which turns it on. */
export function EnrolmentForm({ enrolment, pending, failure, onConfirm }: EnrolmentFormProps) {
  const form = useDialogForm(enrolmentConfirmSchema, { code: '' });
  const [copied, setCopied] = useState(false);
  const groupedSecret = enrolment.secret.match(/.{1,4}/g)?.join(' ') ?? enrolment.secret;
  const codeError =
    form.formState.errors.code?.message ?? (failure?.field === 'code' ? failure.message : undefined);

  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>
          Open an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password).
        </li>
        <li>Scan the QR code, or enter the key below by hand.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        src={enrolment.qrCode}
        alt={`QR code that adds ${enrolment.accountName} at ${enrolment.issuer} to an authenticator app`}
        width={192}
        height={192}
        className="mx-auto size-48 rounded-md ring-1 ring-slate-300"
      />
      <div>
        <p className="text-sm font-medium text-slate-800">Key for manual entry</p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <code className="rounded bg-slate-100 px-2 py-1 font-mono text-base text-slate-900">
            {groupedSecret}
          </code>
          <button
            type="button"
            className={secondaryButton}
            onClick={() =>
              void copyText(enrolment.secret).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            Copy key
          </button>
          <span role="status" className="text-sm text-slate-700">
            {copied ? 'Key copied' : ''}
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-600">Time-based, 6 digits, every 30 seconds.</p>
      </div>
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => onConfirm(values.code))}>
        <FormError message={failure && failure.field !== 'code' ? failure.message : undefined} />
        <CodeField
          label="Code from the app"
          hint="6 digits"
          digitsOnly
          registration={form.register('code')}
          error={codeError}
        />
        <button type="submit" className={`${primaryButton} w-full py-2.5`} disabled={pending}>
          {pending ? 'Turning on...' : 'Turn on two-step verification'}
        </button>
      </form>
    </div>
  );
}
