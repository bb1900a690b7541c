import { labelClasses } from '../../components/input-classes';

interface ActiveSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  describedBy?: string;
}

/** The active flag toggles Active/Inactive (docs/product.md#the-admin-portal). */
export function ActiveSwitch({ checked, onChange, disabled, describedBy }: ActiveSwitchProps) {
  return (
    <div>
      <span id="account-status-label" className={labelClasses}>
        Account status
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby="account-status-label"
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className="mt-1 inline-flex items-center gap-3 rounded-md py-1 pr-2 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className={`relative inline-block h-6 w-11 rounded-full ring-1 transition-colors ${checked ? 'bg-green-700 ring-green-800' : 'bg-slate-400 ring-slate-600'}`}
        >
          <span
            className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : ''}`}
          />
        </span>
        <span className="text-sm font-semibold text-slate-900">{checked ? 'Active' : 'Inactive'}</span>
      </button>
    </div>
  );
}
