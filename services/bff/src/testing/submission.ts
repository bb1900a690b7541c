import type { ApplicationInput } from '@funding/contracts';
import { validApplicationInput } from '@funding/platform/testing/fixtures';

type FilePart = { slot: string; name: string; body: Buffer; type?: string };

/** A multipart submission as the web form builds it. */
export function submissionForm(options: {
  data?: ApplicationInput | string;
  agentId?: string;
  files?: FilePart[];
  extra?: Record<string, string>;
}): FormData {
  const form = new FormData();
  const data = options.data ?? validApplicationInput();
  form.append('data', typeof data === 'string' ? data : JSON.stringify(data));
  if (options.agentId) form.append('agentId', options.agentId);
  for (const [name, value] of Object.entries(options.extra ?? {})) form.append(name, value);
  for (const file of options.files ?? []) {
    form.append(
      file.slot,
      new Blob([new Uint8Array(file.body)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return form;
}

export function postSubmission(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  form: FormData,
  headers: Record<string, string> = {},
) {
  return Promise.resolve(app.request('/api/applications', { method: 'POST', body: form, headers }));
}
