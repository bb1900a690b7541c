import { z } from 'zod';

/**
 * Provider branding is deployment data, not build data: the BFF writes it into index.html at serve
 * time as inert JSON (`<script id="runtime-config" type="application/json">`), so one build serves
 * every provider.
 */
export const runtimeConfigSchema = z.object({
  providerName: z.string().min(1),
  providerSiteUrl: z.string().min(1),
  supportEmail: z.string().min(1),
  logoUrl: z.string().min(1),
  logoFallbackUrl: z.string().min(1),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
