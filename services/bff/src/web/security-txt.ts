import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';

const DAY_MS = 86_400_000;

/**
 * `/.well-known/security.txt` (RFC 9116): where to report a vulnerability. The contact is a
 * deployment setting (SECURITY_CONTACT, by default the support address); Expires is kept half a
 * year ahead (the RFC asks for less than a year) because the file is made from the running
 * configuration, which is current for as long as it is served.
 */
export function securityTxt(contact: string, publicBaseUrl: string, now: Date): string {
  const expires = new Date(now.getTime() + 180 * DAY_MS);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: en',
    `Canonical: ${new URL('/.well-known/security.txt', publicBaseUrl).toString()}`,
    '',
  ].join('\n');
}

export function serveSecurityTxt(c: Context<AppEnv>): Response {
  const { env } = c.get('deps');
  c.header('Cache-Control', 'public, max-age=86400');
  return c.text(
    securityTxt(env.SECURITY_CONTACT ?? `mailto:${env.SUPPORT_EMAIL}`, env.PUBLIC_BASE_URL, new Date()),
  );
}
