import { ProgressBar } from '../components/ProgressBar';

// Shown while a submission is on its way. Once every byte is sent the server still stores the files,
// so the text changes instead of sitting at 100% without explanation.
export function UploadStatus({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  const uploading = percent < 100;
  return (
    <div className="space-y-2 rounded-lg border border-blue-200 bg-blue-50 p-4">
      <p aria-live="polite" className="text-sm font-medium text-slate-900">
        {uploading ? 'Uploading your application and documents...' : 'Processing your application...'}
      </p>
      <div className="flex items-center gap-3">
        <ProgressBar value={percent} label="Upload progress" />
        <span className="w-12 text-right text-sm tabular-nums text-slate-800">{percent}%</span>
      </div>
    </div>
  );
}
