import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';
import { RetentionLine } from './RetentionLine';

describe('RetentionLine', () => {
  const due = '2027-05-26T10:00:00.000Z';

  it('says when the application will be disposed of', () => {
    render(<RetentionLine retention={{ disposalDueAt: due, disposedAt: null, legalHold: null }} />);
    expect(screen.getByText(`Will be disposed of on ${formatDateTime(due)}`)).toBeTruthy();
  });

  it('names the legal hold that keeps it, with its reason, instead of a date', () => {
    const placedAt = '2026-11-20T09:30:00.000Z';
    render(
      <RetentionLine
        retention={{
          disposalDueAt: null,
          disposedAt: null,
          legalHold: { reason: 'Subpoena 24-117', placedAt, placedBy: 'dana' },
        }}
      />,
    );
    expect(
      screen.getByText(
        `On legal hold since ${formatDateTime(placedAt)} (dana): Subpoena 24-117. Kept until the hold is lifted.`,
      ),
    ).toBeTruthy();
  });

  it('says when it was disposed of', () => {
    render(<RetentionLine retention={{ disposalDueAt: null, disposedAt: due, legalHold: null }} />);
    expect(
      screen.getByText(`Personal data and documents disposed of on ${formatDateTime(due)}`),
    ).toBeTruthy();
  });
});
