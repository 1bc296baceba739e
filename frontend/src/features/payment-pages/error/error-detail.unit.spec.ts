import { describe, expect, it } from '@jest/globals';
import { ERROR_DETAIL_MAX_LENGTH, errorDetail } from './error-detail';

describe('errorDetail', () => {
  it('keeps a short error as it is, on one line', () => {
    expect(errorDetail('Card declined\n by  issuer ')).toBe('Card declined by issuer');
  });

  it('cuts a long one to the maximum, ending in an ellipsis', () => {
    const detail = errorDetail('x'.repeat(1000));
    expect(detail).toHaveLength(ERROR_DETAIL_MAX_LENGTH);
    expect(detail.endsWith('…')).toBe(true);
  });
});
