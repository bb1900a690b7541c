import { type Enrolment, normalizeTotpCode, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@funding/contracts';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * TOTP (RFC 6238) as every authenticator app understands it: SHA-1, 6 digits, 30-second steps, and
 * a 160-bit key (RFC 4226's recommended size). A code of the step before or after the current one
 * is accepted too (clock drift and the seconds it takes to type), so each code works for about 90 s
 * until it is used; the caller makes it single-use by remembering the step.
 */
const ALGORITHM = 'SHA1';
const SECRET_BYTES = 20;
const ACCEPTED_DRIFT_STEPS = 1;

/** A new random key, base32 (what apps ask for when it is typed in). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totpFor(secret: string, issuer = '', label = 'OTPAuth') {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The `otpauth://totp/...` URI that the QR code holds. */
export function totpUri(
  secret: string,
  { issuer, accountName }: { issuer: string; accountName: string },
): string {
  return totpFor(secret, issuer, accountName).toString();
}

/** The QR code of `uri` as a `data:image/svg+xml` URL, made on the server so the browser needs no QR library. */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The time step (30-second counter) that `code` belongs to, or null when it matches none near `now`. */
export function matchingTimeStep(secret: string, code: string, now = Date.now()): number | null {
  const token = normalizeTotpCode(code);
  if (!token) return null;
  const delta = totpFor(secret).validate({ token, timestamp: now, window: ACCEPTED_DRIFT_STEPS });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
}

/** The code of `secret` at `timestamp` (tests and the e2e kit compute codes as an app would). */
export function totpCodeAt(secret: string, timestamp = Date.now()): string {
  return totpFor(secret).generate({ timestamp });
}

/** What a person needs to add the key to an authenticator app: the QR code, or the key as text. */
export async function describeEnrolment(
  secret: string,
  { issuer, accountName }: { issuer: string; accountName: string },
): Promise<Enrolment> {
  const otpauthUri = totpUri(secret, { issuer, accountName });
  return { secret, otpauthUri, qrCode: await qrCodeDataUrl(otpauthUri), issuer, accountName };
}
