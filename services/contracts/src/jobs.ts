import { z } from 'zod';
import { applicationIdSchema } from './ids.ts';

// Queue payloads carry the application id only, never personal data
// (docs/architecture.md#contracts-between-the-parts); strict so a stray field is refused rather
// than quietly carried into Redis.
export const jobPayloadSchema = z.object({ applicationId: applicationIdSchema }).strict();
export type JobPayload = z.infer<typeof jobPayloadSchema>;
