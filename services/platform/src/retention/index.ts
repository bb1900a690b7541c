/**
 * Retention (docs/decisions/retention.md): the policy (policy.ts), what disposal removes
 * (personal-records.ts: the one list of an applicant's tables and object prefixes), disposing of one
 * application (dispose-application.ts, for the schedule and for staff), the run over every due
 * application with the audit trail's own retention (disposal-run.ts), and its schedule.
 */

export * from './disposal-run.ts';
export * from './dispose-application.ts';
export * from './personal-records.ts';
export * from './policy.ts';
export * from './retention-schedule.ts';
