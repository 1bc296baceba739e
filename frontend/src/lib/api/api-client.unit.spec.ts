import { afterEach, describe, expect, it } from '@jest/globals';
import { jsonResponse, mockFetch } from '../../test/render-app';
import { ApiError, apiClient } from './api-client';

let network: ReturnType<typeof mockFetch> | undefined;
afterEach(() => {
  network?.restore();
});

describe('api client', () => {
  it('sends cookies and JSON, and parses the JSON answer', async () => {
    network = mockFetch(() => jsonResponse([{ id: 1 }]));
    await expect(apiClient.get('/api/countries')).resolves.toEqual([{ id: 1 }]);
    expect(network.calls[0]?.init).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('throws "<status>: <body text>" for a non-OK answer', async () => {
    network = mockFetch(() => jsonResponse({ statusCode: 404, message: 'Application not found' }, 404, 'Not Found'));
    const error = await apiClient.get('/api/applications/X').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as Error).message).toBe('404: {"statusCode":404,"message":"Application not found"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    network = mockFetch(() => jsonResponse(undefined, 502, 'Bad Gateway'));
    await expect(apiClient.post('/api/seed')).rejects.toThrow('502: Bad Gateway');
  });

  it("sends a fresh Idempotency-Key on each POST, or the caller's key on a retry", async () => {
    network = mockFetch(() => jsonResponse({ applicationNumber: 'ABC1234567890XYZ' }, 201));
    await apiClient.post('/api/applications', { a: 1 });
    await apiClient.post('/api/applications', { a: 1 });
    await apiClient.post('/api/applications', { a: 1 }, { idempotencyKey: 'retry-key' });
    const keys = network.calls.map((c) => (c.init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe('retry-key');
    expect(network.calls[0]?.init?.body).toBe('{"a":1}');
  });

  it('sends no Idempotency-Key on reads', async () => {
    network = mockFetch(() => jsonResponse([]));
    await apiClient.get('/api/countries');
    expect((network.calls[0]?.init?.headers as Record<string, string>)['Idempotency-Key']).toBeUndefined();
  });
});

describe('ApiError: what the server said', () => {
  const answer = (body: unknown, status = 400) => new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body), 'Bad Request');

  it("reads the server's sentence, a list joined, and nothing from a bare value, an empty message or a non-JSON body", () => {
    expect(answer({ statusCode: 400, message: ' Unknown insurance plan ' }).serverMessage).toBe('Unknown insurance plan');
    expect(answer({ message: ['a', 'b'] }).serverMessage).toBe('a, b');
    expect(answer({ message: '  ' }).serverMessage).toBeNull();
    expect(answer('"just a string"').serverMessage).toBeNull();
    expect(answer('<html>Bad gateway</html>', 502).serverMessage).toBeNull();
    expect(answer('<html>Bad gateway</html>', 502).json).toBeUndefined();
  });

  it('gives the first readable message of each refused field, in the order the server wrote them', () => {
    const error = answer({ message: 'Validation failed', errors: { phone: ['', 'Invalid input'], email: ['Invalid email'], other: 'not a list' } });
    expect(error.fieldErrors).toEqual({ phone: 'Invalid input', email: 'Invalid email' });
    expect(Object.keys(error.fieldErrors)).toEqual(['phone', 'email']);
    expect(answer({ errors: null }).fieldErrors).toEqual({});
  });
});
