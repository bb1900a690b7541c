/** A failed admin API call: `message` is for people (the server's), `fields` maps a field to its message. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

export function errorMessageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
