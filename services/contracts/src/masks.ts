// Input masks for the form: values formatted while they are typed. The display masks of lists and
// exports (last four digits) live with the rest of the personal-data rules, in personal-data.ts.

export function digitsOnly(input: string): string {
  return input.replace(/\D/g, '');
}

// Each formatter keeps at most 9 digits and inserts a dash only once a digit follows it, so
// backspacing over a dash works naturally while typing.
export function formatEin(input: string): string {
  const digits = digitsOnly(input).slice(0, 9);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)}-${digits.slice(2)}`;
}

export function formatSsn(input: string): string {
  const digits = digitsOnly(input).slice(0, 9);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

export function formatZip(input: string): string {
  const digits = digitsOnly(input).slice(0, 9);
  if (digits.length <= 5) return digits;
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}

// A US number as (###) ###-####, built up while typing: the parenthesis opens with the first
// digit, and the space and dash appear once a digit follows them. A pasted +1 country code (11
// digits starting with 1) is dropped; area codes never start with 1, so it cannot be a real digit.
// At most 10 digits are kept, so formatting a formatted number changes nothing.
export function formatPhone(input: string): string {
  const allDigits = digitsOnly(input);
  const national = allDigits.length > 10 && allDigits.startsWith('1') ? allDigits.slice(1) : allDigits;
  const digits = national.slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

// Whole US dollars grouped in thousands while typed ('25000' becomes '25,000'); the '$' is drawn
// beside the input. At most 10 digits, more than any amount the form accepts.
export function formatDollarInput(input: string): string {
  const digits = digitsOnly(input)
    .replace(/^0+(?=\d)/, '')
    .slice(0, 10);
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
