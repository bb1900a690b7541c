import { AdminGate } from './gate/AdminGate';

// The /admin route loads this module lazily (through admin/portal.ts), so the admin portal is its
// own chunk that the applicant pages never download.
export function AdminArea() {
  return (
    <div className="min-h-screen bg-slate-50">
      <AdminGate />
    </div>
  );
}
