// Loaded with the first error answer (see api-client.ts): the contracts' schema brings zod, which the
// applicant's first paint does without.
export { errorBodySchema } from '@funding/contracts';
