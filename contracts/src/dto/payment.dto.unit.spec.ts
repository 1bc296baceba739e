import { describe, expect, it } from '@jest/globals';
import { validate } from 'class-validator';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { ConfirmSimulatedPaymentDto, CreatePaymentDto } from './payment.dto.js';

const valid = {
  amount: '184.00',
  currency: 'USD',
  description: 'Türkiye e-Visa EV1234567890ABC',
  customerEmail: 'asha@example.com',
  customerName: 'Asha Patel',
  orderId: 'EV1234567890ABC',
};

async function messagesFor<T extends object>(dto: T, property: string): Promise<string[]> {
  const errors = await validate(dto);
  return Object.values(errors.find((e) => e.property === property)?.constraints ?? {});
}

describe('payment DTOs', () => {
  it("word a value too long with the contract's length message, as the other DTOs do, not class-validator's default", async () => {
    const cases: Array<[keyof typeof valid, string, number]> = [
      ['description', 'd'.repeat(LIMITS.textMax + 1), LIMITS.textMax],
      ['customerEmail', `${'a'.repeat(LIMITS.emailMax)}@example.com`, LIMITS.emailMax],
      ['customerName', 'n'.repeat(LIMITS.nameMax * 2 + 1), LIMITS.nameMax * 2],
    ];
    for (const [property, value, limit] of cases) {
      const dto = Object.assign(new CreatePaymentDto(), valid, { [property]: value });
      expect({ property, messages: await messagesFor(dto, property) }).toEqual({
        property,
        messages: expect.arrayContaining([MESSAGES.maxLength(limit)]),
      });
    }
    const payload = Object.assign(new ConfirmSimulatedPaymentDto(), { payload: 'a'.repeat(4001) });
    expect(await messagesFor(payload, 'payload')).toEqual([MESSAGES.maxLength(4000)]);
  });

  it('takes a valid payment request', async () => {
    expect(await validate(Object.assign(new CreatePaymentDto(), valid))).toEqual([]);
  });
});
