import { MESSAGES } from '@funding/contracts';
import { describe, expect, it } from 'vitest';
import { uploadRejectionMessage } from './upload-rejection';

describe('uploadRejectionMessage', () => {
  it('has no message when nothing was rejected', () => {
    expect(uploadRejectionMessage([])).toBeNull();
  });

  it('names each kind of rejection', () => {
    expect(uploadRejectionMessage(['file-invalid-type'])).toBe(MESSAGES.uploadWrongType);
    expect(uploadRejectionMessage(['file-too-large'])).toBe(MESSAGES.uploadTooLarge);
    expect(uploadRejectionMessage(['file-too-small'])).toBe(MESSAGES.uploadEmpty);
    expect(uploadRejectionMessage(['too-many-files'])).toBe(MESSAGES.uploadTooMany);
  });

  it('reports too many files before anything about the files themselves', () => {
    expect(uploadRejectionMessage(['file-invalid-type', 'too-many-files'])).toBe(MESSAGES.uploadTooMany);
  });

  it('reports the type before the size', () => {
    expect(uploadRejectionMessage(['file-too-large', 'file-invalid-type'])).toBe(MESSAGES.uploadWrongType);
  });

  it('treats an unknown code as a file it cannot take', () => {
    expect(uploadRejectionMessage(['something-else'])).toBe(MESSAGES.uploadWrongType);
  });
});
