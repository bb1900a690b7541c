import { agentPublicSchema, applicationSchema, submitApplicationResponseSchema } from '@funding/contracts';
import { zodResolver } from '@hookform/resolvers/zod';

// Everything the applicant page validates with zod, in one chunk that loads right after the first
// paint (load-schemas.ts): zod is about a sixth of the page's JavaScript, and nothing needs it until
// the applicant leaves a field, an agent answers or the server replies.
export { agentPublicSchema, submitApplicationResponseSchema };
export const applicationResolver = zodResolver(applicationSchema);
