// Shared look of text inputs and selects: 16px text so iOS does not zoom on focus, borders dark
// enough for 3:1 contrast, and a red border when the field is invalid.
export const inputClasses =
  'mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 ' +
  'placeholder:text-slate-500 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 ' +
  'aria-[invalid=true]:ring-red-700 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-700';

export const labelClasses = 'block text-sm font-medium text-slate-800';
