import type { ChosenFiles } from './idempotency-key';
import {
  buildSubmissionFormData,
  interpretSubmissionResponse,
  NETWORK_FAILURE_MESSAGE,
  SubmissionError,
} from './submission-request';

export interface SendApplicationRequest {
  dataJson: string;
  files: ChosenFiles;
  agentId: string | undefined;
  idempotencyKey: string;
  // Fraction of the request body sent so far, 0 to 1.
  onUploadProgress: (fraction: number) => void;
}

// XMLHttpRequest rather than fetch: fetch reports no upload progress, and documents can total 70 MB.
export function sendApplication(request: SendApplicationRequest): Promise<{ applicationId?: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/applications');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Idempotency-Key', request.idempotencyKey);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onUploadProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => request.onUploadProgress(1);
    xhr.onload = () => {
      interpretSubmissionResponse(xhr.status, xhr.responseText).then(resolve, reject);
    };
    xhr.onerror = () => reject(new SubmissionError(NETWORK_FAILURE_MESSAGE));
    xhr.ontimeout = () => reject(new SubmissionError(NETWORK_FAILURE_MESSAGE));
    xhr.onabort = () => reject(new SubmissionError(NETWORK_FAILURE_MESSAGE));
    xhr.send(buildSubmissionFormData(request.dataJson, request.files, request.agentId));
  });
}
