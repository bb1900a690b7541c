/**
 * numerator / denominator rounded half away from zero (2.5 -> 3, -2.5 -> -3), in integers only: a
 * mean of cents computed through floating point can land on the wrong side of a half.
 */
export function divideRoundingHalfAwayFromZero(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0)
    throw new RangeError(`cannot divide ${numerator} by ${denominator} in whole cents`);
  const magnitude = Math.abs(numerator);
  const quotient = Math.floor(magnitude / denominator);
  const remainder = magnitude - quotient * denominator;
  const rounded = remainder * 2 >= denominator ? quotient + 1 : quotient;
  return numerator < 0 ? -rounded : rounded;
}
