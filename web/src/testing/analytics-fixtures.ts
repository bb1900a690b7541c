import { type Analytics, FUNNEL_STAGES, REVIEW_STATUSES } from '@funding/contracts';

/** The analytics of a range with no applications, as the API answers it; a test overrides what it needs. */
export function emptyAnalytics(overrides: Partial<Analytics> = {}): Analytics {
  return {
    range: { from: '2026-10-29', to: '2026-11-27', timeZone: 'UTC' },
    totalApplications: 0,
    activeAgents: 0,
    totalAgents: 0,
    funnel: FUNNEL_STAGES.map((stage) => ({
      stage,
      applications: 0,
      dollars: 0,
      medianSecondsFromPrevious: null,
    })),
    agents: [],
    reviewStatuses: REVIEW_STATUSES.map((reviewStatus) => ({ reviewStatus, count: 0 })),
    entityTypes: [],
    industries: [],
    ...overrides,
  };
}
