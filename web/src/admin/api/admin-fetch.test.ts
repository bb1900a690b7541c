import { ADMIN_TOKEN_KEY, actionResultSchema } from '@funding/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-client';
import { currentToken, endSession, startSession } from '../session/session-store';
import { adminFetch } from './admin-fetch';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'casey',
  email: 'casey@staff.test',
  role: 'admin' as const,
  isActive: true,
  lastLogin: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  secondFactorEnabled: false,
};

function answer(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText: status === 500 ? 'Internal Server Error' : '',
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('adminFetch', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const storage = new Map<string, string>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    });
    startSession('token-1', user);
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    endSession();
  });

  it('sends the bearer token and parses the answer with the schema', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, message: 'Done' }));
    await expect(
      adminFetch('/api/admin/x', actionResultSchema, { method: 'POST', json: { a: 1 } }),
    ).resolves.toEqual({
      success: true,
      message: 'Done',
    });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer token-1',
      'Content-Type': 'application/json',
    });
    expect(init?.body).toBe('{"a":1}');
  });

  it('ends the session on a 401', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(401, { message: 'Your session has expired. Please sign in again.' }),
    );
    await expect(adminFetch('/api/admin/x', actionResultSchema)).rejects.toMatchObject({ status: 401 });
    expect(currentToken()).toBeNull();
    expect(storage.has(ADMIN_TOKEN_KEY)).toBe(false);
  });

  it('does not end a session whose token was replaced while the request was under way', async () => {
    fetchMock.mockImplementationOnce(async () => {
      startSession('token-2', user);
      return answer(401, { message: 'expired' });
    });
    await expect(adminFetch('/api/admin/x', actionResultSchema)).rejects.toBeInstanceOf(ApiError);
    expect(currentToken()).toBe('token-2');
  });

  it("carries the server's message, code and fields", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(409, {
        message: 'That username is already taken',
        code: 'conflict',
        fields: { username: 'taken' },
      }),
    );
    await expect(adminFetch('/api/admin/x', actionResultSchema)).rejects.toMatchObject({
      message: 'That username is already taken',
      status: 409,
      code: 'conflict',
      fields: { username: 'taken' },
    });
  });

  it('falls back to "<status>: <status text>" for a body that is not ours', async () => {
    fetchMock.mockResolvedValueOnce(answer(500, undefined));
    await expect(adminFetch('/api/admin/x', actionResultSchema)).rejects.toThrow(
      '500: Internal Server Error',
    );
  });

  it('reports a network failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(adminFetch('/api/admin/x', actionResultSchema)).rejects.toThrow(
      'Network error. Please try again.',
    );
  });
});
