import fc from 'fast-check';

/**
 * SSN- and EIN-shaped values the fuzz puts everywhere a client can (paths, queries, headers, part
 * names, bodies). Each one sent is remembered; after the run none may appear in any service log.
 */
const digits = (count: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: count, maxLength: count }).map((d) => d.join(''));

export const ssnShaped = fc
  .tuple(digits(3), digits(2), digits(4))
  .map(([area, group, serial]) => `${area}-${group}-${serial}`);
export const einShaped = fc.tuple(digits(2), digits(7)).map(([prefix, rest]) => `${prefix}-${rest}`);
export const sensitiveValue = fc.oneof(ssnShaped, einShaped);

/** The SSN- and EIN-shaped values inside a piece of text the fuzz is about to send. */
export { ssnOrEinShapedIn as sensitiveValuesIn } from '@funding/contracts';
