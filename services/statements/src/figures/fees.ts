// What makes a debit an NSF, overdraft or returned-item fee: it names one of those and says it is
// a fee. "OVERDRAFT PROTECTION TRANSFER" (money in) and "MONTHLY SERVICE FEE" are neither.
const KIND =
  /\b(NSF|NON[- ]?SUFFICIENT|INSUFFICIENT|OVERDRAFT|OVERDRAWN|OD|RETURNED ITEMS?|RETURN ITEMS?|ITEMS? RETURNED|RETURNED CHECKS?|UNPAID ITEMS?)\b/i;
const FEE = /\b(FEES?|CHARGES?|CHG)\b/i;

export function isNsfFee(transaction: { description: string; amountCents: number }): boolean {
  return (
    transaction.amountCents < 0 && KIND.test(transaction.description) && FEE.test(transaction.description)
  );
}

export function countNsfFees(transactions: readonly { description: string; amountCents: number }[]): number {
  return transactions.filter(isNsfFee).length;
}
