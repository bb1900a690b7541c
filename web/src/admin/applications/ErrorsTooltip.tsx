import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

interface ErrorsTooltipProps {
  className: string;
  errors: readonly string[];
  children: ReactNode;
}

interface Position {
  top: number;
  left: number;
}

/**
 * A button whose errors show while it is hovered or focused, and stay after a click until it is
 * clicked again, Escape is pressed or focus leaves. The list is fixed-positioned so the table's
 * scroll box does not clip it, and it is always the button's description for screen readers.
 */
export function ErrorsTooltip({ className, errors, children }: ErrorsTooltipProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const tooltipId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [position, setPosition] = useState<Position>({ top: 0, left: 0 });
  const open = hovered || focused || pinned;

  useEffect(() => {
    if (!open) return;
    const place = () => {
      const rect = buttonRef.current?.getBoundingClientRect();
      if (rect)
        setPosition({
          top: rect.bottom + 4,
          left: Math.max(8, Math.min(rect.left, window.innerWidth - 272)),
        });
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-expanded={pinned}
        aria-describedby={tooltipId}
        onClick={() => setPinned((shown) => !shown)}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setPinned(false);
            setFocused(false);
          }
        }}
      >
        {children}
      </button>
      <div
        id={tooltipId}
        role="tooltip"
        hidden={!open}
        style={{ top: position.top, left: position.left }}
        className="fixed z-30 w-64 rounded-md bg-slate-900 p-2 text-xs text-white shadow-lg"
      >
        <p className="font-semibold">Errors:</p>
        <ul className="mt-1 list-disc space-y-1 pl-4">
          {errors.map((error) => (
            <li key={error} className="break-words">
              {error}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
