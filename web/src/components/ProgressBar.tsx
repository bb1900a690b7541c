interface ProgressBarProps {
  // 0 to 100 (docs/product.md#constants).
  value: number;
  label: string;
  className?: string;
}

export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`h-2.5 w-full overflow-hidden rounded-full bg-slate-200 ${className ?? ''}`}
    >
      <div className="h-full rounded-full bg-blue-700 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
