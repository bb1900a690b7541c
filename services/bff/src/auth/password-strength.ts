import { ADMIN_API_MESSAGES } from '@funding/contracts';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { AppError } from '../errors.ts';

/**
 * Staff password strength, estimated by zxcvbn-ts against its common-password list, English words
 * and names, keyboard patterns and the user's own details. Checked on the server only: the
 * dictionaries are about 850 KB gzip, several times the whole admin portal's JavaScript
 * (docs/decisions/second-factor.md).
 *
 * Score 3 means the estimator expects at least 10^8 guesses: online, the throttle allows about 150
 * a day per account; offline, each argon2id guess costs 19 MiB of memory, so a stolen hash takes
 * days of dedicated hardware per account rather than seconds.
 */
export const MIN_PASSWORD_SCORE = 3;

// zxcvbn's cost grows faster than the length (a 48-character random password takes about a
// second); a prefix this long that rates strong is strong, and a request cannot burn more CPU.
const CHECKED_LENGTH = 32;

let estimator: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  // Built on first use: ranking the dictionaries is the costly part, and a process that never
  // checks a password never pays it.
  estimator ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary },
    maxLength: CHECKED_LENGTH,
  });
  return estimator;
}

export interface PasswordContext {
  username?: string;
  email?: string;
}

function userInputs({ username, email }: PasswordContext): string[] {
  const inputs = [username, email, email?.split('@')[0], 'funding', 'admin', 'portal'];
  return inputs.filter((input): input is string => Boolean(input)).map((input) => input.toLowerCase());
}

/**
 * Why the password is too weak, as the message the person reads; null when it is strong enough.
 * Separators count for little: `admin-password` is rated as `adminpassword` is.
 */
export function passwordWeakness(password: string, context: PasswordContext = {}): string | null {
  const inputs = userInputs(context);
  const withoutSeparators = password.replace(/[\s._-]+/g, '');
  const candidates = withoutSeparators === password ? [password] : [password, withoutSeparators];
  const weakest = candidates
    .map((candidate) => zxcvbn().check(candidate, inputs))
    .reduce((weaker, result) => (result.score < weaker.score ? result : weaker));
  if (weakest.score >= MIN_PASSWORD_SCORE) return null;
  const { warning, suggestions } = weakest.feedback;
  const advice = [warning, ...suggestions]
    .filter((text): text is string => Boolean(text))
    .map((text) => (/[.!?]$/.test(text) ? text : `${text}.`))
    .join(' ');
  return ADMIN_API_MESSAGES.weakPassword(advice || ADMIN_API_MESSAGES.weakPasswordAdvice);
}

/** Refuses (400, on `field`) a password the estimator rates weak. */
export function requireStrongPassword(field: string, password: string, context: PasswordContext): void {
  const weakness = passwordWeakness(password, context);
  if (weakness) throw new AppError('validation_failed', weakness, { [field]: weakness });
}
