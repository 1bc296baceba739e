import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { MESSAGES } from '@evisa/contracts';
import type { i18n as I18n } from 'i18next';
import { createTestI18n } from '../../../test/render-app';
import { wizardToast } from './wizard-toasts';

let fr: I18n;

beforeAll(async () => {
  fr = await createTestI18n('fr');
  await fr.loadNamespaces(['wizard', 'messages', 'payment']);
});

describe('the payment error toast', () => {
  it('says in the page language to start a new application, with no Retry, when the arrival date of the order has passed', () => {
    const retry = jest.fn();
    const answer = `409: ${JSON.stringify({ statusCode: 409, message: MESSAGES.orderDatePassed })}`;
    const toast = wizardToast({ type: 'paymentError', message: answer }, fr.getFixedT('fr', 'wizard'), jest.fn(), retry);
    expect(toast.description).toBe(fr.t('messages:orderDatePassed'));
    expect(toast.description).toMatch(/nouvelle demande/);
    expect(toast.action).toBeUndefined();
  });

  it('keeps the Retry for any other payment failure', () => {
    const retry = jest.fn();
    const toast = wizardToast({ type: 'paymentError', message: 'Failed to fetch' }, fr.getFixedT('fr', 'wizard'), jest.fn(), retry);
    expect(toast.action?.onClick).toBe(retry);
  });
});
