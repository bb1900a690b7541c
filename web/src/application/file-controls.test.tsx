import { MAX_UPLOAD_BYTES } from '@funding/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { goToDocumentsStep } from '../testing/applicant-form';
import { renderApp } from '../testing/render-app';

// The file controls of the form's documents step. react-dropzone reads the files of an input's
// change and of a drag's DataTransfer, so both are given here as a browser gives them; choosing a
// real file in a real browser is part of the applicant's journeys (web/e2e/applicant-submit.spec.ts).

function pdf(name: string): File {
  return new File(['%PDF-1.4\n'], name, { type: 'application/pdf' });
}

function control(label: string): HTMLElement {
  return screen.getByRole('group', { name: label });
}

function input(slot: string): HTMLInputElement {
  return document.querySelector<HTMLInputElement>(`input[type="file"][name="${slot}"]`)!;
}

/** The drop area around a slot's input: the group that takes drags and says their state. */
function dropArea(slot: string): HTMLElement {
  return input(slot).closest<HTMLElement>('[role="group"]')!;
}

/** The files as the browser hands them over after the picker: the accept attribute is only a hint to it. */
function choose(slot: string, file: File): void {
  fireEvent.change(input(slot), { target: { files: [file] } });
}

function drag(slot: string, type: 'dragEnter' | 'drop', files: File[]): void {
  const dataTransfer = {
    files,
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    types: ['Files'],
  };
  fireEvent[type](dropArea(slot), { dataTransfer });
}

function alertSaying(text: string): Promise<HTMLElement> {
  return screen.findByText(text, { selector: '[role="alert"]' });
}

describe('file controls', () => {
  beforeEach(async () => {
    const { user } = await renderApp('/application');
    await goToDocumentsStep(user);
  });

  it('show the prompt and hint, then the chosen file with a remove button', async () => {
    const statement = control('Bank Statement (Most Recent Month)');
    expect(within(statement).getByRole('button', { name: /Choose files or drag here/ })).toBeTruthy();
    expect(within(statement).getByText('PDF, JPG, PNG up to 10MB')).toBeTruthy();
    expect(input('bankStatement1').accept).toMatch(/\.pdf/);

    choose('bankStatement1', pdf('march.pdf'));
    expect(await within(statement).findByText('march.pdf')).toBeTruthy();
    fireEvent.click(within(statement).getByRole('button', { name: 'Remove march.pdf' }));
    await waitFor(() => expect(within(statement).queryByText('march.pdf')).toBeNull());
    expect(within(statement).getByRole('button', { name: /Choose files or drag here/ })).toBeTruthy();
  });

  it('refuse a file of another type', async () => {
    choose('bankStatement1', new File(['not a statement'], 'notes.txt', { type: 'text/plain' }));
    expect(await alertSaying('File must be a PDF, JPG or PNG')).toBeTruthy();
    expect(within(control('Bank Statement (Most Recent Month)')).queryByText('notes.txt')).toBeNull();
  });

  it('refuse a file over 10MB', async () => {
    const huge = pdf('huge.pdf');
    Object.defineProperty(huge, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    choose('bankStatement2', huge);
    expect(await alertSaying('File is larger than 10MB')).toBeTruthy();
    expect(within(control('Bank Statement (2nd Most Recent Month)')).queryByText('huge.pdf')).toBeNull();
  });

  it('refuse an empty file', async () => {
    choose('additionalDoc1', new File([], 'empty.pdf', { type: 'application/pdf' }));
    expect(await alertSaying('File is empty')).toBeTruthy();
  });

  it('refuse more than one file at a time', async () => {
    drag('bankStatement3', 'drop', [pdf('one.pdf'), pdf('two.pdf')]);
    expect(await alertSaying('Only one file can be uploaded here')).toBeTruthy();
    expect(within(control('Bank Statement (3rd Most Recent Month)')).queryByText('one.pdf')).toBeNull();
  });

  it('highlight while dragging, in red for a file that is not allowed', async () => {
    const zone = dropArea('bankStatement4');
    drag('bankStatement4', 'dragEnter', [pdf('ok.pdf')]);
    await waitFor(() => expect(zone.getAttribute('data-drag-state')).toBe('active'));
    expect(zone.className).toMatch(/border-blue-700/);
    fireEvent.dragLeave(zone);
    await waitFor(() => expect(zone.getAttribute('data-drag-state')).toBe('idle'));
    drag('bankStatement4', 'dragEnter', [new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    await waitFor(() => expect(zone.getAttribute('data-drag-state')).toBe('rejected'));
    expect(zone.className).toMatch(/border-red-700/);
  });

  it('keep a drop of one allowed file', async () => {
    drag('additionalDoc2', 'drop', [pdf('dropped.pdf')]);
    expect(await within(control('Additional Document 2')).findByText('dropped.pdf')).toBeTruthy();
  });
});
