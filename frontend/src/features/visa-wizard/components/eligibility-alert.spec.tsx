import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../../test/render-app';
import { useCountdownSeconds, useStayWhenShownAgain } from '../hooks/use-countdown-seconds';
import type { VisaWizardActorRef } from '../hooks/use-visa-wizard';
import { CUBA, startWizard, type Harness } from '../machines/visa-wizard.test-support';
import { CountryStep } from './country-step';

/**
 * The ineligible alert's "Stay on this page" (WCAG 2.2.1) with the real wizard machine and the
 * real countdown hook: only the clock is simulated.
 */
let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en');
  await i18n.loadNamespaces(['wizard', 'messages']);
});
afterEach(cleanup);

function WiredCountryStep({ actor }: { actor: VisaWizardActorRef }) {
  const context = useSelector(actor, (s) => s.context);
  const countdown = useCountdownSeconds(actor);
  useStayWhenShownAgain(actor);
  return (
    <CountryStep context={context} send={actor.send} countries={[{ ...CUBA, isEligible: false }]} loading={false} loadFailed={false} countdown={countdown} />
  );
}

function renderWired(h: Harness) {
  render(
    <I18nextProvider i18n={i18n}>
      <WiredCountryStep actor={h.actor as unknown as VisaWizardActorRef} />
    </I18nextProvider>,
  );
}

const tick = (h: Harness) => act(() => h.clock.increment(1000));

describe('ineligible alert: "Stay on this page"', () => {
  it('is the next Tab stop after the document type, leaves the focus where it is, and stops the redirect', async () => {
    const h = startWizard();
    renderWired(h);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Country/Region of Travel Document *'), String(CUBA.id));
    await user.selectOptions(screen.getByLabelText('Travel Document Type *'), 'ordinary');
    const documentSelect = screen.getByLabelText('Travel Document Type *');
    const alert = screen.getByTestId('eligibility-alert');
    expect(alert).toHaveTextContent('Redirecting you to travel insurance in 2 s...');
    // The countdown does not take the focus from the picker the traveller is in.
    expect(documentSelect).toHaveFocus();
    await user.tab();
    const stay = within(alert).getByRole('button', { name: 'Stay on this page' });
    expect(stay).toHaveFocus();
    await tick(h);
    expect(alert).toHaveTextContent('Redirecting you to travel insurance in 1 s...');
    await user.keyboard('{Enter}');
    await tick(h);
    await tick(h);
    await tick(h);
    expect(h.redirects).toEqual([]);
    expect(alert).not.toHaveTextContent('Redirecting');
    expect(alert).toHaveTextContent('You will not be redirected.');
    expect(within(alert).queryByRole('button', { name: 'Stay on this page' })).toBeNull();
    // The button that replaces it takes the focus, and goes to insurance on request.
    const insurance = within(alert).getByRole('button', { name: 'Get Travel Insurance' });
    expect(insurance).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(h.redirects).toEqual(['/insurance?country=Cuba']);
  });

  it('without Stay, the redirect happens after 2 s as the spec says', async () => {
    const h = startWizard();
    renderWired(h);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Country/Region of Travel Document *'), String(CUBA.id));
    await user.selectOptions(screen.getByLabelText('Travel Document Type *'), 'ordinary');
    await tick(h);
    expect(h.redirects).toEqual([]);
    await tick(h);
    expect(h.redirects).toEqual(['/insurance?country=Cuba']);
  });

  it('a restored ineligible selection shows Get Travel Insurance and no countdown', async () => {
    const base = startWizard().actor.getSnapshot().context;
    const h = startWizard({
      input: { resume: { step: 'country', form: { ...base, country: CUBA, documentType: 'ordinary' }, idempotencyKey: null, submissionFingerprint: null } },
    });
    renderWired(h);
    const alert = await screen.findByTestId('eligibility-alert');
    await tick(h);
    await tick(h);
    await tick(h);
    expect(h.redirects).toEqual([]);
    expect(alert).not.toHaveTextContent('Redirecting');
    expect(within(alert).getByRole('button', { name: 'Get Travel Insurance' })).not.toHaveFocus();
  });

  it('shown again from the back/forward cache after the redirect, it offers insurance instead of "0 s"', async () => {
    const h = startWizard();
    renderWired(h);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Country/Region of Travel Document *'), String(CUBA.id));
    await user.selectOptions(screen.getByLabelText('Travel Document Type *'), 'ordinary');
    await tick(h);
    await tick(h);
    expect(h.redirects).toEqual(['/insurance?country=Cuba']);
    const alert = screen.getByTestId('eligibility-alert');
    expect(alert).toHaveTextContent('Redirecting you to travel insurance in 0 s...');
    // A pageshow that is not from the cache (a first load) changes nothing.
    act(() => void window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false })));
    expect(alert).toHaveTextContent('in 0 s');
    act(() => void window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })));
    expect(alert).not.toHaveTextContent('Redirecting');
    expect(within(alert).getByRole('button', { name: 'Get Travel Insurance' })).toBeInTheDocument();
    await tick(h);
    await tick(h);
    expect(h.redirects).toEqual(['/insurance?country=Cuba']);
  });
});
