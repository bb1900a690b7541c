// Button looks of the admin screens; every pair of text and background meets 4.5:1.
const base =
  'inline-flex items-center justify-center gap-1.5 rounded-md font-semibold whitespace-nowrap ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

export const primaryButton = `${base} bg-blue-700 px-4 py-2 text-sm text-white hover:bg-blue-800`;
export const secondaryButton = `${base} border border-slate-500 bg-white px-4 py-2 text-sm text-slate-800 hover:bg-slate-100`;
export const dangerButton = `${base} bg-red-700 px-4 py-2 text-sm text-white hover:bg-red-800`;

// Compact buttons for table rows.
export const rowButton = `${base} border border-slate-400 bg-white px-2.5 py-1 text-xs text-slate-800 hover:bg-slate-100`;
export const rowDangerButton = `${base} border border-red-700 bg-white px-2.5 py-1 text-xs text-red-800 hover:bg-red-50`;
