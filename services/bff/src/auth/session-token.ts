import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * Admin sign-in tokens: HS256 JWTs that name the admin user (`sub`), carry the user's session
 * version (`sv`) and a token id (`jti`). The algorithm is pinned on verify, so `alg: none` or a
 * token signed for another algorithm is refused; issuer and audience keep a token made for another
 * purpose with the same secret from being accepted here.
 */
const ALGORITHM = 'HS256';
const ISSUER = 'funding-bff';
const AUDIENCE = 'funding-admin';

export interface SessionClaims {
  adminId: string;
  sessionVersion: number;
  tokenId: string;
}

/** What issuing a session takes (the BFF's env): the signing secret and how long a session lasts. */
export interface SessionSettings {
  JWT_SECRET: string;
  ADMIN_SESSION_TTL_SECONDS: number;
}

const encoder = new TextEncoder();

export async function signSessionToken(
  secret: string,
  subject: { adminId: string; sessionVersion: number },
  ttlSeconds: number,
): Promise<{ token: string; tokenId: string; expiresAt: Date }> {
  const tokenId = randomUUID();
  const issuedAt = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ sv: subject.sessionVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(subject.adminId)
    .setJti(tokenId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(encoder.encode(secret));
  return { token, tokenId, expiresAt: new Date((issuedAt + ttlSeconds) * 1000) };
}

/** The claims of a valid token, or null for anything forged, expired, malformed or foreign. */
export async function verifySessionToken(secret: string, token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'jti', 'exp', 'iat'],
      clockTolerance: 5,
    });
    if (typeof payload.sv !== 'number' || !Number.isInteger(payload.sv)) return null;
    return { adminId: payload.sub as string, sessionVersion: payload.sv, tokenId: payload.jti as string };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/** A compact JWS has three dot-separated base64url parts; download tokens never do. */
export function looksLikeJwt(value: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]*$/.test(value);
}
