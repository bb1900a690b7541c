import { MESSAGES } from '@funding/contracts';

// react-dropzone's rejection codes (ErrorCode in react-dropzone); kept as plain strings so this module
// stays free of the library and runs under node.
const MESSAGE_BY_CODE: Record<string, string> = {
  'too-many-files': MESSAGES.uploadTooMany,
  'file-invalid-type': MESSAGES.uploadWrongType,
  'file-too-large': MESSAGES.uploadTooLarge,
  'file-too-small': MESSAGES.uploadEmpty,
};

// One message per drop: the first code in this order wins, because "choose one file" must be fixed
// before anything about the file itself matters.
const PRIORITY = ['too-many-files', 'file-invalid-type', 'file-too-large', 'file-too-small'];

export function uploadRejectionMessage(rejectionCodes: readonly string[]): string | null {
  if (rejectionCodes.length === 0) return null;
  const code = PRIORITY.find((candidate) => rejectionCodes.includes(candidate));
  return code ? MESSAGE_BY_CODE[code]! : MESSAGES.uploadWrongType;
}
