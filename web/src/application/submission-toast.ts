import { MESSAGES } from '@funding/contracts';

export interface ToastContent {
  title: string;
  description: string;
}

// The toast is chosen by words in the error message (docs/product.md#calls-and-errors).
// Matched without regard to case, because the server says 'Application validation failed' and a
// browser says 'Network error'.
export function submissionErrorToast(message: string | undefined): ToastContent {
  const text = message?.trim() ?? '';
  const lower = text.toLowerCase();
  if (lower.includes('validation')) {
    return { title: MESSAGES.validationErrorTitle, description: MESSAGES.validationErrorDescription };
  }
  if (lower.includes('network')) {
    return { title: MESSAGES.networkErrorTitle, description: MESSAGES.networkErrorDescription };
  }
  return { title: MESSAGES.submissionFailedTitle, description: text || MESSAGES.submissionFailedDescription };
}

export function submissionSuccessToast(applicationId: string | undefined): ToastContent {
  return {
    title: MESSAGES.submitSuccessTitle,
    description: `Application ID: ${applicationId || MESSAGES.applicationIdFallback}. ${MESSAGES.submitSuccessDescription}`,
  };
}
