import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../../lib/api/api-client';
import { submissionFailureOf } from './submission-failure';

const answer = (status: number, body: unknown, statusText = '') =>
  new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body), statusText);

describe('submissionFailureOf: why a submission failed, never the raw error text', () => {
  it('no answer at all (fetch rejects with a TypeError) is offline', () => {
    expect(submissionFailureOf(new TypeError('Failed to fetch'))).toEqual({ cause: 'offline' });
    expect(submissionFailureOf(new TypeError('NetworkError when attempting to fetch resource.'))).toEqual({ cause: 'offline' });
  });

  it('429 (too many submissions from one address) is tooMany, whatever its body', () => {
    expect(submissionFailureOf(answer(429, { statusCode: 429, message: 'Too many requests; please wait a minute and try again' }))).toEqual({
      cause: 'tooMany',
    });
  });

  it('a 5xx (the database briefly unavailable, a proxy error page) is unavailable', () => {
    expect(submissionFailureOf(answer(503, { statusCode: 503, message: 'The service is briefly unavailable. Please try again in a moment.' }))).toEqual({
      cause: 'unavailable',
    });
    expect(submissionFailureOf(answer(502, '<html><body>Bad Gateway</body></html>', 'Bad Gateway'))).toEqual({ cause: 'unavailable' });
    expect(submissionFailureOf(answer(500, ''))).toEqual({ cause: 'unavailable' });
  });

  it("a validation refusal is the first field's message, with the field", () => {
    const body = { statusCode: 400, message: 'Validation failed', errors: { phone: ['Invalid input'], email: ['Invalid email'] } };
    expect(submissionFailureOf(answer(400, body))).toEqual({ cause: 'refused', field: 'phone', message: 'Invalid input' });
    // A field with no message of its own is passed over.
    const partly = { statusCode: 400, message: 'Validation failed', errors: { phone: [], 'parentIdPhotos.0.dataUrl': ['Invalid input'] } };
    expect(submissionFailureOf(answer(400, partly))).toEqual({ cause: 'refused', field: 'parentIdPhotos.0.dataUrl', message: 'Invalid input' });
  });

  it("a specific sentence from the server is kept as it is, naming no field", () => {
    const mismatch = { statusCode: 400, message: 'Total amount mismatch: expected 119.00, got 100', errors: { totalAmount: ['Expected 119.00'] } };
    expect(submissionFailureOf(answer(400, mismatch))).toEqual({ cause: 'refused', field: null, message: 'Total amount mismatch: expected 119.00, got 100' });
    expect(submissionFailureOf(answer(404, { statusCode: 404, message: ['Unknown insurance plan'] }))).toEqual({
      cause: 'refused',
      field: null,
      message: 'Unknown insurance plan',
    });
    expect(submissionFailureOf(answer(400, 'Unknown insurance plan', 'Bad Request'))).toEqual({ cause: 'refused', field: null, message: 'Unknown insurance plan' });
  });

  it('a refusal without a readable sentence (empty, HTML, a bare value, generic only) has no message', () => {
    expect(submissionFailureOf(answer(400, '', 'Bad Request'))).toEqual({ cause: 'refused', field: null, message: null });
    expect(submissionFailureOf(answer(413, '<html>Request Entity Too Large</html>'))).toEqual({ cause: 'refused', field: null, message: null });
    expect(submissionFailureOf(answer(400, '42'))).toEqual({ cause: 'refused', field: null, message: null });
    expect(submissionFailureOf(answer(400, { statusCode: 400, message: '   ' }))).toEqual({ cause: 'refused', field: null, message: null });
    expect(submissionFailureOf(answer(400, { statusCode: 400, message: 'Validation failed', errors: {} }))).toEqual({
      cause: 'refused',
      field: null,
      message: 'Validation failed',
    });
  });

  it('anything else that is not an answer (an unreadable 200 body) is unavailable', () => {
    expect(submissionFailureOf(new SyntaxError('Unexpected token < in JSON at position 0'))).toEqual({ cause: 'unavailable' });
    expect(submissionFailureOf('boom')).toEqual({ cause: 'unavailable' });
  });
});
