import { AUDIT_ACTION_LABELS, AUDIT_NO_ONE, type AuditEntry, auditDetailText } from '@funding/contracts';
import { Link } from '@tanstack/react-router';
import { NOT_GIVEN } from '../applications/format';
import { ScrollRegion } from '../ui/ScrollRegion';

const headerCell = 'sticky top-0 z-10 bg-slate-100 px-3 py-2.5 text-left font-semibold text-slate-800';
const cell = 'px-3 py-2 align-top';

/** `Nov 27, 2026, 7:04:11 AM EST`: to the second, in the zone the days were read in, named. */
export function auditTimeFormat(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'long', timeZone });
}

/** One page of the trail: when, who, what (in words), which application, and the details. */
export function AuditLogTable({ entries, timeZone }: { entries: readonly AuditEntry[]; timeZone: string }) {
  const when = auditTimeFormat(timeZone);
  return (
    <ScrollRegion label="Audit log table" className="max-h-[75vh] overflow-auto">
      <table className="w-full min-w-[56rem] divide-y divide-slate-200 text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className={`${headerCell} w-56`}>
              When
            </th>
            <th scope="col" className={`${headerCell} w-40`}>
              Who
            </th>
            <th scope="col" className={`${headerCell} w-56`}>
              Action
            </th>
            <th scope="col" className={`${headerCell} w-36`}>
              Application
            </th>
            <th scope="col" className={headerCell}>
              Details
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {entries.map((entry) => (
            <tr key={entry.id} className="hover:bg-slate-50">
              <td className={`${cell} whitespace-nowrap tabular-nums`}>
                <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
              </td>
              <td className={`${cell} break-words`}>
                {entry.actorUsername ?? entry.actorId ?? (
                  <span className="text-slate-700">{AUDIT_NO_ONE}</span>
                )}
              </td>
              <td className={cell}>{AUDIT_ACTION_LABELS[entry.action]}</td>
              <td className={cell}>
                {entry.applicationId ? (
                  <Link
                    to="/admin/applications/$applicationId"
                    params={{ applicationId: entry.applicationId }}
                    className="font-mono text-xs whitespace-nowrap text-blue-800 underline underline-offset-2 hover:text-blue-900"
                  >
                    {entry.applicationId}
                  </Link>
                ) : (
                  NOT_GIVEN
                )}
              </td>
              <td className={`${cell} break-words text-slate-800`}>
                {auditDetailText(entry.detail) || NOT_GIVEN}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
