import type { ApplicationListQuery } from '@funding/contracts';

// Every admin query lives under 'admin', so ending a session drops all of it at once.
export const adminKeys = {
  all: ['admin'] as const,
  session: () => [...adminKeys.all, 'session'] as const,
  applications: () => [...adminKeys.all, 'applications'] as const,
  applicationList: (query: ApplicationListQuery) => [...adminKeys.applications(), 'list', query] as const,
  applicationDetail: (applicationId: string) =>
    [...adminKeys.applications(), 'detail', applicationId] as const,
  assignees: () => [...adminKeys.all, 'assignees'] as const,
  agents: () => [...adminKeys.all, 'agents'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  secondFactor: () => [...adminKeys.all, 'second-factor'] as const,
  analyticsAll: () => [...adminKeys.all, 'analytics'] as const,
  analytics: (timeZone: string) => [...adminKeys.analyticsAll(), timeZone] as const,
};
