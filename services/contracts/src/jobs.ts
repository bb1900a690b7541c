import { z } from 'zod';
import { applicationIdSchema } from './ids.ts';

// Queue payloads carry the application id only, never personal data (DESIGN, "Shape" step 5);
// strict so a stray field is refused rather than quietly carried into Redis.
export const jobPayloadSchema = z.object({ applicationId: applicationIdSchema }).strict();
export type JobPayload = z.infer<typeof jobPayloadSchema>;
