/**
 * Provider branding is deployment data, not build data: the BFF writes it into index.html at serve
 * time as inert JSON (`<script id="runtime-config" type="application/json">`), so one build serves
 * every provider. A plain interface, not a zod schema: the web app reads it before its first paint,
 * and zod stays out of the applicant page's entry chunk (see web/src/application/schemas.ts).
 */
export interface RuntimeConfig {
  providerName: string;
  providerSiteUrl: string;
  supportEmail: string;
  logoUrl: string;
  logoFallbackUrl: string;
}
