import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { ReactElement } from 'react';
import { MESSAGES, PREREQUISITE_KEYS, TURKISH_MONTH_NAMES } from '@evisa/contracts';
import { createTestI18n } from '../../../test/render-app';
import type { WizardContext, WizardEvent } from '../machines/visa-wizard.machine';
import {
  ALBANIA,
  CUBA,
  INDIA,
  SCHENGEN_VISA,
  TODAY,
  VALID_PERSONAL,
  startWizard,
} from '../machines/visa-wizard.test-support';
import { ArrivalProcessingStep } from './arrival-processing-step';
import { CountryStep, countryFlag } from './country-step';
import { DatePicker } from './date-picker';
import { NotAvailableDialog } from './not-available-dialog';
import { OrderSummaryStep } from './order-summary-step';
import { PersonalDetailsStep } from './personal-details-step';
import { PrerequisitesStep } from './prerequisites-step';
import { SupportingDocumentStep } from './supporting-document-step';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en');
  await i18n.loadNamespaces(['wizard', 'messages']);
});
afterEach(cleanup);

function renderWith(ui: ReactElement) {
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

/** A real context, produced by sending events to the machine. */
function contextAfter(events: WizardEvent[]): WizardContext {
  const h = startWizard();
  for (const event of events) h.actor.send(event);
  return h.actor.getSnapshot().context;
}

const withSchengen: WizardEvent[] = [
  { type: 'SELECT_COUNTRY', country: INDIA },
  { type: 'SELECT_DOCUMENT_TYPE', documentType: 'ordinary' },
  { type: 'NEXT' },
  { type: 'ANSWER_SUPPORTING', hasSupportingDocument: true },
  { type: 'SET_SUPPORTING_DOCUMENT_TYPE', documentType: 'visa' },
  { type: 'UPDATE_SUPPORTING_DOCUMENT', patch: SCHENGEN_VISA },
];

describe('country step', () => {
  it('labels both dropdowns with the spec wording and shows the loading state', () => {
    renderWith(<CountryStep context={contextAfter([])} send={jest.fn()} countries={undefined} loading loadFailed={false} countdown={null} />);
    expect(screen.getByLabelText('Country/Region of Travel Document *')).toBeDisabled();
    expect(screen.getByLabelText('Country/Region of Travel Document *')).toHaveTextContent('Loading countries...');
    // Said once, in the picker: a separate hint line would shift the page when the list arrives.
    expect(screen.getAllByText('Loading countries...')).toHaveLength(1);
    expect(screen.getByLabelText('Travel Document Type *')).toHaveTextContent('Select Document Type');
  });

  it('says when no countries are available', () => {
    renderWith(<CountryStep context={contextAfter([])} send={jest.fn()} countries={[]} loading={false} loadFailed={false} countdown={null} />);
    expect(screen.getByText('No countries available')).toBeInTheDocument();
    expect(screen.getByLabelText('Country/Region of Travel Document *')).toHaveTextContent('Select Country/Region');
  });

  it('lists the countries by name with their flags in a native picker and sends the choice', async () => {
    const send = jest.fn();
    const countries = [
      { ...INDIA, isEligible: true },
      { id: 36, code: 'AUS', name: 'Australia', isEligible: true, visaPolicy: 'evisa' as const },
    ];
    renderWith(<CountryStep context={contextAfter([])} send={send} countries={countries} loading={false} loadFailed={false} countdown={null} />);
    const picker = screen.getByRole('combobox', { name: 'Country/Region of Travel Document *' });
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select Country/Region', 'Australia 🇦🇺', 'India 🇮🇳']);
    await userEvent.selectOptions(picker, 'India 🇮🇳');
    expect(send).toHaveBeenCalledWith({ type: 'SELECT_COUNTRY', country: INDIA });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Travel Document Type *' }), 'Ordinary Passport');
    expect(send).toHaveBeenCalledWith({ type: 'SELECT_DOCUMENT_TYPE', documentType: 'ordinary' });
  });

  it('gives each country its flag and falls back to a globe', () => {
    expect(countryFlag('IND')).toBe('🇮🇳');
    expect(countryFlag('XXX')).toBe('🌐');
  });

  it('shows the green alert for an eligible country', () => {
    const context = contextAfter([{ type: 'SELECT_COUNTRY', country: INDIA }, { type: 'SELECT_DOCUMENT_TYPE', documentType: 'ordinary' }]);
    renderWith(<CountryStep context={context} send={jest.fn()} countries={[{ ...INDIA, isEligible: true }]} loading={false} loadFailed={false} countdown={null} />);
    const alert = screen.getByTestId('eligibility-alert');
    expect(alert).toHaveAttribute('data-variant', 'green');
    expect(alert).toHaveTextContent('India');
  });

  it('shows the red alert with the countdown for a consulate country', () => {
    const context = contextAfter([{ type: 'SELECT_COUNTRY', country: CUBA }, { type: 'SELECT_DOCUMENT_TYPE', documentType: 'ordinary' }]);
    renderWith(<CountryStep context={context} send={jest.fn()} countries={[{ ...CUBA, isEligible: false }]} loading={false} loadFailed={false} countdown={{ secondsLeft: 2 }} />);
    const alert = screen.getByTestId('eligibility-alert');
    expect(alert).toHaveAttribute('data-variant', 'red');
    expect(alert).toHaveTextContent('Redirecting you to travel insurance in 2 s...');
    expect(alert).toHaveTextContent('mandatory');
  });

  it('tells an exempt traveller no visa is needed and offers insurance', async () => {
    const send = jest.fn();
    const context = contextAfter([{ type: 'SELECT_COUNTRY', country: ALBANIA }, { type: 'SELECT_DOCUMENT_TYPE', documentType: 'ordinary' }]);
    renderWith(<CountryStep context={context} send={send} countries={[{ ...ALBANIA, isEligible: false }]} loading={false} loadFailed={false} countdown={null} />);
    const alert = screen.getByTestId('eligibility-alert');
    expect(alert).toHaveAttribute('data-variant', 'blue');
    expect(alert).toHaveTextContent('No visa needed');
    await userEvent.click(within(alert).getByRole('button', { name: 'Get Travel Insurance' }));
    expect(send).toHaveBeenCalledWith({ type: 'GO_TO_INSURANCE' });
  });

  it('hides the alert until both choices are made', () => {
    const context = contextAfter([{ type: 'SELECT_COUNTRY', country: CUBA }]);
    renderWith(<CountryStep context={context} send={jest.fn()} countries={[{ ...CUBA, isEligible: false }]} loading={false} loadFailed={false} countdown={null} />);
    expect(screen.queryByTestId('eligibility-alert')).toBeNull();
  });
});

describe('E-Visa Not Available dialog', () => {
  it('shows the spec title, text and both buttons', async () => {
    const onGetInsurance = jest.fn();
    const onClose = jest.fn();
    renderWith(<NotAvailableDialog kind="eVisaNotAvailable" countryName="Cuba" onGetInsurance={onGetInsurance} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'E-Visa Not Available' });
    expect(dialog).toHaveTextContent(MESSAGES.eVisaNotAvailable);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get Travel Insurance' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onGetInsurance).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});

describe('supporting document step', () => {
  it('asks yes or no in a card titled Supporting Document Check', async () => {
    const send = jest.fn();
    renderWith(<SupportingDocumentStep context={contextAfter(withSchengen.slice(0, 3))} send={send} />);
    expect(screen.getByRole('heading', { name: 'Supporting Document Check' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(send).toHaveBeenCalledWith({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: true });
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(send).toHaveBeenCalledWith({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: false });
  });

  // An arrow key as a person presses it: Radix moves the focus a moment after the key goes down, and
  // checks the option it lands on only while the key is still down.
  const pressArrow = async (user: ReturnType<typeof userEvent.setup>, key: 'ArrowRight' | 'ArrowLeft') => {
    await user.keyboard(`{${key}>}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await user.keyboard(`{/${key}}`);
  };

  it("does not take a keyboard user to insurance for landing on No with an arrow key: Space chooses it (WCAG 3.2.2)", async () => {
    const send = jest.fn();
    renderWith(<SupportingDocumentStep context={contextAfter(withSchengen.slice(0, 3))} send={send} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    await pressArrow(user, 'ArrowRight');
    expect(screen.getByRole('radio', { name: 'No' })).toHaveFocus();
    expect(send).not.toHaveBeenCalledWith({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: false });
    await pressArrow(user, 'ArrowLeft');
    expect(send).toHaveBeenLastCalledWith({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: true });
    await pressArrow(user, 'ArrowRight');
    await user.keyboard(' ');
    expect(send).toHaveBeenLastCalledWith({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: false });
  });

  it('lets an arrow key choose No where it does not leave the page (an e-visa country)', async () => {
    const send = jest.fn();
    const context = contextAfter([
      { type: 'SELECT_COUNTRY', country: { id: 36, code: 'AUS', name: 'Australia', visaPolicy: 'evisa' } },
      { type: 'SELECT_DOCUMENT_TYPE', documentType: 'ordinary' },
      { type: 'NEXT' },
    ]);
    renderWith(<SupportingDocumentStep context={context} send={send} />);
    const user = userEvent.setup();
    await user.tab();
    await pressArrow(user, 'ArrowRight');
    expect(send).toHaveBeenLastCalledWith({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: false });
  });

  it('shows the wait message while a conditional traveller who answered No is redirected', () => {
    const context = { ...contextAfter(withSchengen.slice(0, 3)), hasSupportingDocument: false };
    renderWith(<SupportingDocumentStep context={context} send={jest.fn()} />);
    expect(screen.getByText('Please wait while we process your selection')).toBeInTheDocument();
  });

  it('shows Start and End date for a Schengen visa', () => {
    renderWith(<SupportingDocumentStep context={contextAfter(withSchengen)} send={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'Start Date *' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'End Date *' })).toBeInTheDocument();
    expect(screen.getByLabelText('Document Number *')).toHaveValue('FRA123456');
  });

  it('shows only the Expiry Date for a US visa, and Unlimited disables it', async () => {
    const send = jest.fn();
    const usVisa = contextAfter([...withSchengen.slice(0, 5), { type: 'UPDATE_SUPPORTING_DOCUMENT', patch: { visaCountry: 'USA' } }]);
    const { rerender } = renderWith(<SupportingDocumentStep context={usVisa} send={send} />);
    expect(screen.queryByRole('group', { name: 'Start Date *' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Expiry Date *' })).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Unlimited' }));
    expect(send).toHaveBeenCalledWith({ type: 'UPDATE_SUPPORTING_DOCUMENT', patch: { unlimited: true } });
    rerender(
      <I18nextProvider i18n={i18n}>
        <SupportingDocumentStep context={{ ...usVisa, supportingDocument: { ...usVisa.supportingDocument, unlimited: true } }} send={send} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('group', { name: 'Expiry Date *' })).toBeDisabled();
  });

  it('switching between Visa and Residence Permit sends the type change', async () => {
    const send = jest.fn();
    renderWith(<SupportingDocumentStep context={contextAfter(withSchengen)} send={send} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Residence Permit' }));
    expect(send).toHaveBeenCalledWith({ type: 'SET_SUPPORTING_DOCUMENT_TYPE', documentType: 'residence' });
  });
});

describe('arrival and processing step', () => {
  it('lists the options with prices and hides those too slow for the arrival date', () => {
    const context = contextAfter([...withSchengen, { type: 'NEXT' }, { type: 'SET_ARRIVAL_DATE', arrivalDate: '2025-03-13' }]);
    renderWith(<ArrivalProcessingStep context={context} send={jest.fn()} />);
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(screen.getByRole('radio', { name: /Fast.*\$165/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Slow/ })).toBeNull();
    expect(screen.getByText(/Slower options are hidden/)).toBeInTheDocument();
  });

  it('offers the no-document table for an evisa traveller without documents', () => {
    const context = contextAfter([
      { type: 'SELECT_COUNTRY', country: { ...INDIA, visaPolicy: 'evisa' } },
      { type: 'SELECT_DOCUMENT_TYPE', documentType: 'ordinary' },
      { type: 'NEXT' },
      { type: 'ANSWER_SUPPORTING', hasSupportingDocument: false },
      { type: 'NEXT' },
    ]);
    renderWith(<ArrivalProcessingStep context={context} send={jest.fn()} />);
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      expect.stringMatching(/Standard.*\$25.*5-7 days/),
      expect.stringMatching(/Fast.*\$75.*1-3 days/),
      expect.stringMatching(/Express.*\$175.*24 hours/),
      expect.stringMatching(/Urgent.*\$295.*4 hours/),
    ]);
  });

  it('uses Turkish month names, offers 11 years and disables past days', () => {
    const context = contextAfter([...withSchengen, { type: 'NEXT' }]);
    renderWith(<ArrivalProcessingStep context={context} send={jest.fn()} />);
    const month = screen.getByLabelText('Arrival Date * Month');
    expect(within(month).getAllByRole('option').slice(1).map((o) => o.textContent)).toEqual([...TURKISH_MONTH_NAMES]);
    const year = screen.getByLabelText('Arrival Date * Year');
    expect(within(year).getAllByRole('option').slice(1).map((o) => o.textContent)).toEqual(
      Array.from({ length: 11 }, (_, i) => String(2025 + i)),
    );
  });
});

describe('date picker', () => {
  it('produces YYYY-MM-DD from day, month and year, and rejects dates that do not exist or are past', async () => {
    const onChange = jest.fn();
    renderWith(<DatePicker label="Arrival Date *" kind="arrival" value="" onChange={onChange} today={TODAY} min={TODAY} />);
    await userEvent.selectOptions(screen.getByLabelText('Arrival Date * Year'), '2025');
    await userEvent.selectOptions(screen.getByLabelText('Arrival Date * Month'), '04');
    await userEvent.selectOptions(screen.getByLabelText('Arrival Date * Day'), '30');
    expect(onChange).toHaveBeenLastCalledWith('2025-04-30');
    await userEvent.selectOptions(screen.getByLabelText('Arrival Date * Day'), '31');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('alert')).toHaveTextContent('This date does not exist');
    await userEvent.selectOptions(screen.getByLabelText('Arrival Date * Month'), '03');
    expect(within(screen.getByLabelText('Arrival Date * Day')).getByRole('option', { name: '09' })).toBeDisabled();
    expect(within(screen.getByLabelText('Arrival Date * Month')).getByRole('option', { name: 'Şubat' })).toBeDisabled();
  });

  it('offers 80 years back for the date of birth and 20 forward for passport expiry', () => {
    renderWith(
      <>
        <DatePicker label="Date of Birth *" kind="dateOfBirth" value="" onChange={jest.fn()} today={TODAY} />
        <DatePicker label="Passport Expiry Date *" kind="passportExpiry" value="" onChange={jest.fn()} today={TODAY} />
      </>,
    );
    const birthYears = within(screen.getByLabelText('Date of Birth * Year')).getAllByRole('option').slice(1);
    expect(birthYears[0]).toHaveTextContent('2025');
    expect(birthYears.at(-1)).toHaveTextContent('1945');
    const expiryYears = within(screen.getByLabelText('Passport Expiry Date * Year')).getAllByRole('option').slice(1);
    expect(expiryYears.at(-1)).toHaveTextContent('2045');
    expect(within(screen.getByLabelText('Date of Birth * Day')).getAllByRole('option')).toHaveLength(32);
  });
});

describe('prerequisites step', () => {
  it('lists the five confirmations and reports each tick', async () => {
    const send = jest.fn();
    renderWith(<PrerequisitesStep context={contextAfter(withSchengen)} send={send} />);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(PREREQUISITE_KEYS.length);
    expect(screen.getByText(/at least \$50 for each day/)).toBeInTheDocument();
    expect(screen.getByText(/E-visas are not accepted as supporting documents/)).toBeInTheDocument();
    await userEvent.click(boxes[0]!);
    expect(send).toHaveBeenCalledWith({ type: 'SET_PREREQUISITE', key: 'tourismBusiness', confirmed: true });
  });
});

describe('personal details step', () => {
  it('ties every label to its field and reports typing', async () => {
    const send = jest.fn();
    renderWith(<PersonalDetailsStep context={contextAfter(withSchengen)} send={send} />);
    for (const label of ['First Name *', 'Last Name *', 'Email *', 'Phone *', 'Passport Number *', 'Place of Birth *', "Mother's Name *", "Father's Name *", 'Address *']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    await userEvent.type(screen.getByLabelText('First Name *'), 'A');
    expect(send).toHaveBeenCalledWith({ type: 'UPDATE_PERSONAL', patch: { firstName: 'A' } });
    expect(screen.getByRole('group', { name: 'Date of Birth *' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Passport Issue Date *' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Passport Expiry Date *' })).toBeInTheDocument();
  });

  it('re-shows the supporting document number and dates for travellers with documents', () => {
    renderWith(<PersonalDetailsStep context={contextAfter(withSchengen)} send={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Supporting document' })).toBeInTheDocument();
    expect(screen.getByLabelText('Document Number *')).toHaveValue('FRA123456');
    expect(screen.getByRole('group', { name: 'Start Date *' })).toBeInTheDocument();
  });
});

describe('order summary step', () => {
  it('shows visa fee, service fee and total from contracts with the private-service disclaimer', () => {
    const context = contextAfter([
      ...withSchengen,
      { type: 'NEXT' },
      { type: 'SET_ARRIVAL_DATE', arrivalDate: '2025-05-01' },
      { type: 'UPDATE_PERSONAL', patch: VALID_PERSONAL },
    ]);
    renderWith(<OrderSummaryStep context={{ ...context, personal: VALID_PERSONAL }} send={jest.fn()} />);
    const price = screen.getByTestId('price-breakdown');
    expect(price).toHaveTextContent(/Visa fee\s*\$69/);
    expect(price).toHaveTextContent(/Our service fee\s*\$115/);
    expect(screen.getByTestId('total-amount')).toHaveTextContent('$184');
    expect(screen.getByTestId('private-service-disclaimer')).toHaveTextContent(/evisa\.gov\.tr/);
    // The arrival date as the traveller reads dates, not the stored YYYY-MM-DD.
    expect(screen.getByText('Arrival date').nextElementSibling).toHaveTextContent(/^May 1, 2025$/);
  });

  it('opens the Privacy Policy and Terms in a new tab and reports the checkboxes', async () => {
    const send = jest.fn();
    renderWith(<OrderSummaryStep context={contextAfter(withSchengen)} send={send} />);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    await userEvent.click(screen.getByRole('checkbox', { name: /accept the Privacy Policy/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /accept the Terms of Service/ }));
    expect(send).toHaveBeenCalledWith({ type: 'SET_PRIVACY_ACCEPTED', accepted: true });
    expect(send).toHaveBeenCalledWith({ type: 'SET_TERMS_ACCEPTED', accepted: true });
  });
});
