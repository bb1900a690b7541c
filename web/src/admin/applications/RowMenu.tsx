import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

export interface RowMenuItem {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  danger?: boolean;
}

const itemClasses =
  'flex cursor-pointer items-center rounded px-3 py-1.5 text-sm outline-none select-none ' +
  'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[highlighted]:bg-slate-100';

/**
 * A row's secondary actions behind one button. Radix renders the menu in a portal, so the table's
 * scrolling region cannot clip it, and gives it the menu's keyboard behaviour (arrows, typeahead,
 * Escape returns focus to the button).
 */
export function RowMenu({ label, items }: { label: ReactNode; items: readonly RowMenuItem[] }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex size-8 items-center justify-center rounded-md border border-slate-400 bg-white text-slate-800 hover:bg-slate-100 data-[state=open]:bg-slate-100">
        <span aria-hidden="true" className="text-lg leading-none">
          ⋯
        </span>
        <span className="sr-only">{label}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-40 rounded-md border border-slate-300 bg-white p-1 text-slate-800 shadow-lg"
        >
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.label}
              disabled={item.disabled}
              onSelect={item.onSelect}
              className={`${itemClasses} ${item.danger ? 'text-red-800' : ''}`}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
