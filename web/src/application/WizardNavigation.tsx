import { TOTAL_STEPS } from '@funding/contracts';

interface WizardNavigationProps {
  step: number;
  submitting: boolean;
  showTestData: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSaveDraft: () => void;
  onFillTestData: () => void;
}

const primary =
  'rounded-md bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-60';
const secondary =
  'rounded-md border border-slate-500 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-100 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

export function WizardNavigation(props: WizardNavigationProps) {
  const { step, submitting, showTestData, onPrevious, onNext, onSaveDraft, onFillTestData } = props;
  const lastStep = step === TOTAL_STEPS;
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={onPrevious} disabled={step === 1} className={secondary}>
          Previous
        </button>
        <button type="button" onClick={onSaveDraft} aria-describedby="draft-note" className={secondary}>
          Save Draft
        </button>
        {showTestData && (
          <button type="button" onClick={onFillTestData} className={secondary}>
            Test Data
          </button>
        )}
      </div>
      {/* Distinct keys: if React reused one element and turned it into a submit button while the
          click on Next Step is still being handled, the browser would submit the form. */}
      {lastStep ? (
        <button key="submit" type="submit" disabled={submitting} className={primary}>
          {submitting ? 'Submitting...' : 'Submit Application'}
        </button>
      ) : (
        <button key="next" type="button" onClick={onNext} className={primary}>
          Next Step
        </button>
      )}
    </div>
  );
}
