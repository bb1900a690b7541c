import { ApiError } from '../api/api-client';
import type { ChosenFiles } from './idempotency-key';
import {
  buildSubmissionFormData,
  interpretSubmissionResponse,
  NETWORK_FAILURE_MESSAGE,
} from './submission-request';

export interface SendApplicationRequest {
  dataJson: string;
  files: ChosenFiles;
  agentId: string | undefined;
  idempotencyKey: string;
  // Fraction of the request body sent so far, 0 to 1.
  onUploadProgress: (fraction: number) => void;
}

// XMLHttpRequest rather than the API client's fetch: fetch reports no upload progress, and documents
// can total 70 MB. The answer is read as the client reads one (interpretSubmissionResponse).
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
      interpretSubmissionResponse(xhr.status, xhr.statusText, xhr.responseText).then(resolve, reject);
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_FAILURE_MESSAGE, 0, 'network'));
    xhr.ontimeout = () => reject(new ApiError(NETWORK_FAILURE_MESSAGE, 0, 'network'));
    xhr.onabort = () => reject(new ApiError(NETWORK_FAILURE_MESSAGE, 0, 'network'));
    xhr.send(buildSubmissionFormData(request.dataJson, request.files, request.agentId));
  });
}
