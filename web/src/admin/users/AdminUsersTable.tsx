import { type AdminUser, ROLE_LABELS } from '@funding/contracts';
import { formatDateTime } from '../applications/format';
import { rowButton, rowDangerButton } from '../ui/buttons';
import { cellClasses, DataTable } from '../ui/ScrollRegion';

const COLUMNS = ['Username', 'Email', 'Role', 'Status', 'Two-Step', 'Last Login', 'Created', 'Actions'];

interface AdminUsersTableProps {
  users: readonly AdminUser[];
  selfId: string;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  /** Reset another user's second factor (lost or stolen authenticator). */
  onResetSecondFactor: (user: AdminUser) => void;
}

export function AdminUsersTable({
  users,
  selfId,
  onEdit,
  onDelete,
  onResetSecondFactor,
}: AdminUsersTableProps) {
  return (
    <DataTable label="Admin users table" columns={COLUMNS}>
      {users.map((user) => {
        const forThis = <span className="sr-only"> {user.username}</span>;
        return (
          <tr key={user.id}>
            <td className={`${cellClasses} font-medium`}>
              {user.username}
              {user.id === selfId && (
                <span className="ml-2 rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-900 ring-1 ring-blue-300">
                  You
                </span>
              )}
            </td>
            <td className={cellClasses}>{user.email}</td>
            <td className={`${cellClasses} whitespace-nowrap`}>{ROLE_LABELS[user.role]}</td>
            <td className={cellClasses}>{user.isActive ? 'Active' : 'Inactive'}</td>
            <td className={cellClasses}>{user.secondFactorEnabled ? 'On' : 'Off'}</td>
            <td className={`${cellClasses} whitespace-nowrap`}>{formatDateTime(user.lastLogin)}</td>
            <td className={`${cellClasses} whitespace-nowrap`}>{formatDateTime(user.createdAt)}</td>
            <td className={cellClasses}>
              <div className="flex flex-wrap gap-1.5">
                <button type="button" className={rowButton} onClick={() => onEdit(user)}>
                  Edit{forThis}
                </button>
                {user.secondFactorEnabled && user.id !== selfId && (
                  <button type="button" className={rowDangerButton} onClick={() => onResetSecondFactor(user)}>
                    Reset two-step{forThis}
                  </button>
                )}
                <button type="button" className={rowDangerButton} onClick={() => onDelete(user)}>
                  Delete{forThis}
                </button>
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
