import type { ReactNode } from 'react';

export function StatCard({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <div className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-2 text-3xl font-bold text-slate-900 tabular-nums">{value}</dd>
      {note && <dd className="mt-1 text-xs text-slate-700">{note}</dd>}
    </div>
  );
}
