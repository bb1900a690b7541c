import * as Tabs from '@radix-ui/react-tabs';
import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useDocumentTitle } from '../../components/use-document-title';
import { AgentsTab } from '../agents/AgentsTab';
import { AnalyticsTab } from '../analytics/AnalyticsTab';
import { ApplicationsTab } from '../applications/ApplicationsTab';
import { AuditLogTab } from '../audit/AuditLogTab';
import { canManageAdmins, canReadAuditLog, useCurrentAdmin } from '../session/current-admin';
import { useAdminView, useAdminViewNavigation, useOpenApplicationId } from '../url/use-admin-view';
import { ADMIN_TABS, type AdminTab } from '../url/view-defaults';
import { AdminManagementTab } from '../users/AdminManagementTab';
import { PanelHeader } from './PanelHeader';

const triggerClasses =
  // The outline is drawn inside, where the tab's own box holds it.
  'shrink-0 border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold text-slate-700 hover:text-slate-900 focus-visible:-outline-offset-4 ' +
  'data-[state=active]:border-blue-700 data-[state=active]:text-blue-800';

const isAdminTab = (value: string): value is AdminTab => (ADMIN_TABS as readonly string[]).includes(value);

export function AdminPanel() {
  useDocumentTitle('Admin Panel');
  const admin = useCurrentAdmin();
  const showAdminManagement = canManageAdmins(admin.role);
  const showAuditLog = canReadAuditLog(admin.role);
  const view = useAdminView();
  const move = useAdminViewNavigation();
  const detailOpen = useOpenApplicationId() !== null;
  // An application's page takes the tabs' place (its route renders in the Outlet). Admin Management
  // and the Audit Log are for super admins only: a link to them shows anyone else the Applications
  // tab, and the address says so too.
  const hiddenTab =
    (view.tab === 'admins' && !showAdminManagement) || (view.tab === 'audit' && !showAuditLog);
  const tab: AdminTab = hiddenTab ? 'applications' : view.tab;
  useEffect(() => {
    if (hiddenTab && !detailOpen) void move.showTab('applications', { replace: true });
  }, [hiddenTab, detailOpen, move.showTab]);

  return (
    <>
      <PanelHeader />
      {/* As wide as 1536 px: from 1440 px the applications list fits without scrolling sideways. */}
      <main className="mx-auto max-w-[96rem] px-4 py-6 sm:px-6">
        {detailOpen ? (
          <Outlet />
        ) : (
          <Tabs.Root
            value={tab}
            onValueChange={(value) => {
              if (isAdminTab(value)) void move.showTab(value);
            }}
          >
            <Tabs.List aria-label="Admin sections" className="flex flex-wrap border-b border-slate-300">
              <Tabs.Trigger value="applications" className={triggerClasses}>
                Applications
              </Tabs.Trigger>
              <Tabs.Trigger value="agents" className={triggerClasses}>
                Agents
              </Tabs.Trigger>
              {showAdminManagement && (
                <Tabs.Trigger value="admins" className={triggerClasses}>
                  Admin Management
                </Tabs.Trigger>
              )}
              <Tabs.Trigger value="analytics" className={triggerClasses}>
                Analytics
              </Tabs.Trigger>
              {showAuditLog && (
                <Tabs.Trigger value="audit" className={triggerClasses}>
                  Audit Log
                </Tabs.Trigger>
              )}
            </Tabs.List>
            <div className="pt-6">
              <Tabs.Content value="applications" className="focus-visible:outline-offset-4">
                <ApplicationsTab />
              </Tabs.Content>
              <Tabs.Content value="agents" className="focus-visible:outline-offset-4">
                <AgentsTab />
              </Tabs.Content>
              {showAdminManagement && (
                <Tabs.Content value="admins" className="focus-visible:outline-offset-4">
                  <AdminManagementTab />
                </Tabs.Content>
              )}
              <Tabs.Content value="analytics" className="focus-visible:outline-offset-4">
                <AnalyticsTab />
              </Tabs.Content>
              {showAuditLog && (
                <Tabs.Content value="audit" className="focus-visible:outline-offset-4">
                  <AuditLogTab />
                </Tabs.Content>
              )}
            </div>
          </Tabs.Root>
        )}
      </main>
    </>
  );
}
