import { describe, expect, it } from '@jest/globals';
import { toOutboxPage } from './outbox';

const message = {
  id: '7d0f6c1e-0000-4000-8000-000000000001',
  to: 'ada@example.com',
  subject: 'Your e-Visa',
  language: 'en',
  createdAt: '2026-11-21T08:00:00.000Z',
  delivery: { status: 'local-outbox', transport: 'local-outbox', deliveredAt: '2026-11-21T08:00:01.000Z', error: null },
};

describe('outbox page', () => {
  it("reads the notifications module's shape (items, total, filename, composer)", () => {
    const page = toOutboxPage(
      { items: [{ ...message, composer: 'application-approved', attachments: [{ filename: 'evisa.pdf' }] }], total: 45, page: 2, limit: 20 },
      2,
    );
    expect(page).toEqual({
      messages: [expect.objectContaining({ kind: 'application-approved', attachments: [{ name: 'evisa.pdf' }] })],
      totalCount: 45,
      currentPage: 2,
      totalPages: 3,
    });
  });

  it('reads the paged form of the API contract as it is', () => {
    const page = toOutboxPage(
      { messages: [{ ...message, kind: 'receipt', attachments: [{ name: 'receipt.pdf' }] }], totalCount: 1, currentPage: 1, totalPages: 1 },
      1,
    );
    expect(page.messages[0]).toMatchObject({ kind: 'receipt', attachments: [{ name: 'receipt.pdf' }] });
    expect(page.totalPages).toBe(1);
  });
});
