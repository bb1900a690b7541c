import { tinyPdf, tinyPng } from '@funding/platform/testing/documents';
import { SECOND_OWNER, validApplicationInput } from '@funding/platform/testing/fixtures';

/** The SSN, EIN and dates of birth every fault-test application carries; they must never leak. */
export const SECRETS = ['123-45-6789', '12-3456789', '1980-04-12', '987-65-4321', '1975-09-30'];

export interface SubmitResult {
  status: number;
  applicationId?: string;
  message?: string;
}

/** Submits one application with two small documents over real HTTP, as the browser does. */
export async function submit(baseUrl: string, label: string, fileBytes?: Buffer): Promise<SubmitResult> {
  const form = new FormData();
  form.append('data', JSON.stringify(validApplicationInput({ ...SECOND_OWNER, businessName: label })));
  form.append('bankStatement1', new Blob([new Uint8Array(fileBytes ?? tinyPdf())]), 'statement.pdf');
  form.append('additionalDoc1', new Blob([new Uint8Array(tinyPng())]), 'id.png');
  try {
    const response = await fetch(`${baseUrl}/api/applications`, { method: 'POST', body: form });
    const body = (await response.json().catch(() => ({}))) as { applicationId?: string; message?: string };
    return { status: response.status, ...body };
  } catch (error) {
    return { status: 0, message: (error as Error).message };
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
