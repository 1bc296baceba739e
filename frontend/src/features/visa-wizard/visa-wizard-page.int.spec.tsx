import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { getToasts, resetToasts } from '../../components/toast/toast-store';
import { createTestI18n, jsonResponse, mockFetch } from '../../test/render-app';
import { LIMITS, WIZARD_ERRORS, addDays } from '@evisa/contracts';
import { localToday } from '../../lib/local-today';
import { WIZARD_PROGRESS_KEY } from './lib/wizard-progress';
import { renderWizardPage } from './visa-wizard-page.test-support';
import { laterStepsChunk } from './components/later-steps-chunk';

let i18n: I18n;
let fetchMock: ReturnType<typeof mockFetch> | undefined;

beforeAll(async () => {
  i18n = await createTestI18n('en');
  await i18n.loadNamespaces(['wizard', 'messages']);
});

afterEach(() => {
  cleanup();
  fetchMock?.restore();
  resetToasts();
  sessionStorage.clear();
});

/** Saved progress as the wizard keeps it in session storage (a reload resumes from it). */
function saveProgress(step: string, form: object) {
  sessionStorage.setItem(WIZARD_PROGRESS_KEY, JSON.stringify({ version: 1, step, form, idempotencyKey: null, submissionFingerprint: null }));
}

function renderPage(path: string | string[] = '/application') {
  return renderWizardPage(i18n, path);
}

describe('visa wizard page', () => {
  it('seeds, loads countries and blocks Next Step with the step-1 toast', async () => {
    fetchMock = mockFetch((url) =>
      url === '/api/countries'
        ? jsonResponse([{ id: 356, code: 'IND', name: 'India', isEligible: true, visaPolicy: 'conditional' }])
        : jsonResponse({ ok: true }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Step 1: Country and travel document' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Country/Region of Travel Document *')).toBeEnabled());
    expect(fetchMock.calls.map((c) => `${c.init?.method ?? 'GET'} ${c.url}`)).toEqual(
      expect.arrayContaining(['POST /api/seed', 'GET /api/countries']),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(getToasts()[0]).toMatchObject({
      variant: 'destructive',
      title: 'Required Fields',
      description: 'Please select country and document type',
    });
  });

  it('a failed seed is only logged and the page still works', async () => {
    const warn = console.warn;
    console.warn = () => {};
    fetchMock = mockFetch((url) => (url === '/api/countries' ? jsonResponse([]) : jsonResponse({ message: 'boom' }, 500)));
    renderPage();
    await waitFor(() => expect(screen.getAllByText('No countries available').length).toBeGreaterThan(0));
    console.warn = warn;
  });

  it('resumes a reload mid-wizard from session storage', async () => {
    fetchMock = mockFetch(() => jsonResponse([]));
    saveProgress('supportingDocuments', { country: { id: 356, code: 'IND', name: 'India', visaPolicy: 'conditional' }, documentType: 'ordinary' });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Step 2: Supporting documents' })).toBeInTheDocument();
    // The later steps' code loads on demand (components/later-steps.ts), so step 2's body follows a moment later.
    expect(await screen.findByRole('heading', { name: 'Supporting Document Check' })).toBeInTheDocument();
  });

  it("tells the traveller to reload when the next steps' code could not be downloaded, instead of a placeholder for ever", async () => {
    const { load } = laterStepsChunk;
    const logError = console.error;
    laterStepsChunk.load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    console.error = () => {};
    try {
      fetchMock = mockFetch(() => jsonResponse([]));
      saveProgress('supportingDocuments', { country: { id: 356, code: 'IND', name: 'India', visaPolicy: 'conditional' }, documentType: 'ordinary' });
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Step 2: Supporting documents' })).toBeInTheDocument();
      expect(
        await screen.findByText('This step could not be loaded. Please check your internet connection and reload the page: your answers are kept.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    } finally {
      laterStepsChunk.load = load;
      console.error = logError;
    }
  });

  it('moves focus to the field a failed step check is about, so keyboard users land where to fix it', async () => {
    fetchMock = mockFetch((url) =>
      url === '/api/countries'
        ? jsonResponse([{ id: 36, code: 'AUS', name: 'Australia', isEligible: true, visaPolicy: 'evisa' }])
        : jsonResponse({ ok: true }),
    );
    renderPage();
    const country = await screen.findByLabelText('Country/Region of Travel Document *');
    await waitFor(() => expect(country).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(country).toHaveFocus());
    await userEvent.selectOptions(country, '36');
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(screen.getByLabelText('Travel Document Type *')).toHaveFocus());

    cleanup();
    saveProgress('personalDetails', {
      country: { id: 36, code: 'AUS', name: 'Australia', visaPolicy: 'evisa' },
      documentType: 'ordinary',
      hasSupportingDocument: false,
      personal: { firstName: 'Amelia', lastName: 'Harrington', email: 'amelia@example' },
    });
    renderPage();
    const email = await screen.findByLabelText('Email *');
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(getToasts()[0]).toMatchObject({ title: 'Invalid Email' });
    await waitFor(() => expect(email).toHaveFocus());
  });

  it("shows a refused check's message under its field, tied to it, until the answer is fixed", async () => {
    fetchMock = mockFetch((url) =>
      url === '/api/countries'
        ? jsonResponse([{ id: 36, code: 'AUS', name: 'Australia', isEligible: true, visaPolicy: 'evisa' }])
        : jsonResponse({ ok: true }),
    );
    renderPage();
    const country = await screen.findByLabelText('Country/Region of Travel Document *');
    await waitFor(() => expect(country).toBeEnabled());
    expect(country).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(country).toHaveAttribute('aria-invalid', 'true'));
    expect(country).toHaveAccessibleDescription('Please select country and document type');
    // Choosing the country moves the message to the document type, the part still missing.
    await userEvent.selectOptions(country, '36');
    const documentType = screen.getByLabelText('Travel Document Type *');
    expect(country).not.toHaveAttribute('aria-invalid');
    expect(documentType).toHaveAccessibleDescription('Please select country and document type');
    await userEvent.selectOptions(documentType, 'ordinary');
    expect(screen.queryByTestId('field-error')).toBeNull();
    expect(documentType).not.toHaveAttribute('aria-invalid');

    cleanup();
    saveProgress('personalDetails', {
      country: { id: 36, code: 'AUS', name: 'Australia', visaPolicy: 'evisa' },
      documentType: 'ordinary',
      hasSupportingDocument: false,
      personal: { firstName: 'Amelia', lastName: 'Harrington', email: 'amelia@example' },
    });
    renderPage();
    const email = await screen.findByLabelText('Email *');
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByTestId('field-error')).toHaveTextContent('Invalid email address');
    // Once fixed the message goes; the next problem (the phone) waits for the next Next Step.
    await userEvent.type(email, '.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByTestId('field-error')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    const phone = screen.getByLabelText('Phone *');
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Please enter your phone number'));
  });

  it('shows an implausible date of birth refused under the date, as the server would refuse it', async () => {
    fetchMock = mockFetch(() => jsonResponse([]));
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const personal = {
      firstName: 'Amelia',
      lastName: 'Harrington',
      email: 'amelia@example.com',
      phone: '+61 2 9876 5432',
      passportNumber: 'PA1234567',
      dateOfBirth: '2015-01-15',
      passportIssueDate: '2015-01-15',
      passportExpiryDate: inDays(3 * 365),
      placeOfBirth: 'Sydney',
      motherName: 'Grace',
      fatherName: 'Oliver',
      address: '12 Harbour Street, Sydney',
    };
    saveProgress('personalDetails', {
      country: { id: 36, code: 'AUS', name: 'Australia', visaPolicy: 'evisa' },
      documentType: 'ordinary',
      hasSupportingDocument: false,
      arrivalDate: inDays(30),
      processingType: 'standard',
      personal,
    });
    renderPage();
    const day = await screen.findByLabelText('Date of Birth * Day');
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(day).toHaveAttribute('aria-invalid', 'true'));
    expect(day).toHaveAccessibleDescription('The date of birth must be before the passport issue date');
    expect(screen.getByTestId('field-error')).toHaveTextContent('The date of birth must be before the passport issue date');
  });

  it('shows a supporting document that ends before the arrival refused under its end date', async () => {
    fetchMock = mockFetch(() => jsonResponse([]));
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    saveProgress('personalDetails', {
      country: { id: 356, code: 'IND', name: 'India', visaPolicy: 'conditional' },
      documentType: 'ordinary',
      hasSupportingDocument: true,
      supportingDocument: {
        documentType: 'visa',
        visaCountry: 'SCHENGEN',
        residenceCountry: '',
        documentNumber: 'FRA123456',
        startDate: inDays(-100),
        endDate: inDays(29),
        unlimited: false,
      },
      arrivalDate: inDays(30),
      processingType: 'standard',
      prerequisites: { tourismBusiness: true, financialProof: true, supportingDocuments: true, passportValidity: true, allRequirements: true },
      personal: {
        firstName: 'Asha',
        lastName: 'Patel',
        email: 'asha@example.com',
        phone: '+91 98765 43210',
        passportNumber: 'Z1234567',
        dateOfBirth: '1990-05-20',
        passportIssueDate: '2020-01-15',
        passportExpiryDate: inDays(3 * 365),
        placeOfBirth: 'Mumbai',
        motherName: 'Meera',
        fatherName: 'Raj',
        address: '12 Marine Drive, Mumbai',
      },
    });
    renderPage();
    const endDay = await screen.findByLabelText('End Date * Day');
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(endDay).toHaveAttribute('aria-invalid', 'true'));
    expect(endDay).toHaveAccessibleDescription('Your supporting document must still be valid on your arrival date');
  });

  describe("refuses at the step what the server would refuse, under the field, instead of a late 'Application Error'", () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const today = inDays(0);
    const personal = {
      firstName: 'Asha',
      lastName: 'Patel',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      passportNumber: 'Z1234567',
      dateOfBirth: '1990-05-20',
      passportIssueDate: '2020-01-15',
      passportExpiryDate: inDays(3 * 365),
      placeOfBirth: 'Mumbai',
      motherName: 'Meera',
      fatherName: 'Raj',
      address: '12 Marine Drive, Mumbai',
    };
    const schengen = (endDate: string) => ({
      documentType: 'visa',
      visaCountry: 'SCHENGEN',
      residenceCountry: '',
      documentNumber: 'FRA123456',
      startDate: inDays(-100),
      endDate,
      unlimited: false,
    });
    function resume(step: string, form: Record<string, unknown>) {
      saveProgress(step, {
        country: { id: 356, code: 'IND', name: 'India', visaPolicy: 'conditional' },
        documentType: 'ordinary',
        hasSupportingDocument: true,
        supportingDocument: schengen(inDays(400)),
        arrivalDate: inDays(30),
        processingType: 'standard',
        prerequisites: { tourismBusiness: true, financialProof: true, supportingDocuments: true, passportValidity: true, allRequirements: true },
        personal,
        ...form,
      });
    }
    async function expectRefusedUnder(label: string, message: string) {
      renderPage();
      const field = await screen.findByLabelText(label);
      await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveAccessibleDescription(message);
      expect(screen.getByTestId('field-error')).toHaveTextContent(message);
    }

    it("takes no more characters in a text field than the server's limit for it", async () => {
      fetchMock = mockFetch(() => jsonResponse([]));
      resume('personalDetails', { personal: { ...personal, passportNumber: '', firstName: '', address: '' } });
      renderPage();
      const user = userEvent.setup();
      const passport = await screen.findByLabelText('Passport Number *');
      await user.type(passport, 'P'.repeat(LIMITS.passportNumberMax + 5));
      expect(passport).toHaveValue('P'.repeat(LIMITS.passportNumberMax));
      await user.click(screen.getByLabelText('First Name *'));
      await user.paste('A'.repeat(LIMITS.nameMax + 1));
      expect(screen.getByLabelText('First Name *')).toHaveValue('A'.repeat(LIMITS.nameMax));
      await user.click(screen.getByLabelText('Address *'));
      await user.paste('x'.repeat(LIMITS.addressMax + 1));
      expect(screen.getByLabelText('Address *')).toHaveValue('x'.repeat(LIMITS.addressMax));
      const number = screen.getByLabelText('Document Number *');
      await user.clear(number);
      await user.paste('D'.repeat(LIMITS.documentNumberMax + 1));
      expect(number).toHaveValue('D'.repeat(LIMITS.documentNumberMax));
    });

    it('an arrival date in the past (progress saved on an earlier day)', async () => {
      fetchMock = mockFetch(() => jsonResponse([]));
      resume('arrival', { arrivalDate: inDays(-1) });
      await expectRefusedUnder('Arrival Date * Day', 'The arrival date cannot be in the past');
    });

    it('a passport issue date in the future', async () => {
      fetchMock = mockFetch(() => jsonResponse([]));
      resume('personalDetails', { personal: { ...personal, passportIssueDate: inDays(1) } });
      await expectRefusedUnder('Passport Issue Date * Day', 'The passport issue date cannot be in the future');
    });

    it('a date of birth that is today', async () => {
      fetchMock = mockFetch(() => jsonResponse([]));
      resume('personalDetails', { personal: { ...personal, dateOfBirth: today } });
      await expectRefusedUnder('Date of Birth * Day', 'The date of birth must be in the past');
    });

    it('a supporting document that has already expired', async () => {
      fetchMock = mockFetch(() => jsonResponse([]));
      resume('personalDetails', { supportingDocument: schengen(inDays(-1)) });
      await expectRefusedUnder('End Date * Day', 'The supporting document has expired');
    });
  });
});

describe("visa wizard page: the steps are browser history entries", () => {
  const AUSTRALIA_NO_DOCUMENT = {
    country: { id: 36, code: 'AUS', name: 'Australia', visaPolicy: 'evisa' },
    documentType: 'ordinary',
    hasSupportingDocument: false,
  };
  const heading = (name: string) => screen.findByRole('heading', { name });

  it("goes back to step 2 with the browser's Back on step 3, and Forward returns to step 3", async () => {
    fetchMock = mockFetch(() => jsonResponse([]));
    saveProgress('supportingDocuments', AUSTRALIA_NO_DOCUMENT);
    const { history } = renderPage();
    expect(await heading('Step 2: Supporting documents')).toBeInTheDocument();
    await waitFor(() => expect(history.location.search).toBe('?step=2'));

    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await heading('Step 3: Arrival date and processing')).toBeInTheDocument();
    await waitFor(() => expect(history.location.search).toBe('?step=3'));

    history.back();
    expect(await heading('Step 2: Supporting documents')).toHaveFocus();
    expect(history.location.search).toBe('?step=2');
    history.forward();
    expect(await heading('Step 3: Arrival date and processing')).toHaveFocus();
    expect(history.location.search).toBe('?step=3');
  });

  it('does not let Forward skip a check the changed answers now fail, and corrects the address', async () => {
    fetchMock = mockFetch(() => jsonResponse([]));
    saveProgress('supportingDocuments', AUSTRALIA_NO_DOCUMENT);
    const { history } = renderPage();
    await heading('Step 2: Supporting documents');
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await heading('Step 3: Arrival date and processing');
    history.back();
    await heading('Step 2: Supporting documents');
    // "Yes" needs the document's details, which are still empty: step 3 is no longer allowed.
    await userEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
    history.forward();
    await waitFor(() => expect(history.location.search).toBe('?step=2'));
    expect(screen.getByRole('heading', { name: 'Step 2: Supporting documents' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Step 3: Arrival date and processing' })).not.toBeInTheDocument();
  });

  it('opens an address naming a step not validated yet at the furthest step allowed', async () => {
    fetchMock = mockFetch(() => jsonResponse([]));
    saveProgress('supportingDocuments', AUSTRALIA_NO_DOCUMENT);
    const { history } = renderPage('/application?step=5');
    expect(await heading('Step 3: Arrival date and processing')).toBeInTheDocument();
    await waitFor(() => expect(history.location.search).toBe('?step=3'));
    cleanup();

    sessionStorage.clear();
    const fresh = renderPage('/application?step=4');
    expect(await heading('Step 1: Country and travel document')).toBeInTheDocument();
    await waitFor(() => expect(fresh.history.location.search).toBe('?step=1'));
  });

  const next = () => userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
  const previous = () => userEvent.click(screen.getByRole('button', { name: 'Previous' }));

  it("Previous goes back in history: the browser's Back then shows the step before, never the step Previous left", async () => {
    fetchMock = mockFetch(() => jsonResponse([]));
    saveProgress('country', AUSTRALIA_NO_DOCUMENT);
    const { history } = renderPage();
    await heading('Step 1: Country and travel document');
    await next();
    await heading('Step 2: Supporting documents');
    await next();
    await heading('Step 3: Arrival date and processing');
    await waitFor(() => expect(history.location.search).toBe('?step=3'));

    await previous();
    expect(await heading('Step 2: Supporting documents')).toHaveFocus();
    await waitFor(() => expect(history.location.search).toBe('?step=2'));
    // The entries are still steps 1, 2 and 3: Previous added none.
    expect(history.length).toBe(3);
    history.back();
    expect(await heading('Step 1: Country and travel document')).toHaveFocus();
    expect(history.location.search).toBe('?step=1');
    // Forward returns to the steps Previous and Back left, in order.
    history.forward();
    expect(await heading('Step 2: Supporting documents')).toHaveFocus();
    history.forward();
    expect(await heading('Step 3: Arrival date and processing')).toHaveFocus();
    expect(history.location.search).toBe('?step=3');
  });

  it('Previous on a step opened by an address replaces its entry, so Back then leaves the wizard', async () => {
    fetchMock = mockFetch(() => jsonResponse([]));
    saveProgress('arrival', AUSTRALIA_NO_DOCUMENT);
    // A deep link (or Return to Application): nothing says the entry below is a step of the wizard.
    const { history } = renderPage(['/', '/application?step=3']);
    await heading('Step 3: Arrival date and processing');
    await previous();
    expect(await heading('Step 2: Supporting documents')).toHaveFocus();
    await waitFor(() => expect(history.location.search).toBe('?step=2'));
    expect(history.length).toBe(2);
    // Next Step still adds an entry, and Previous then goes back to this one.
    await next();
    await heading('Step 3: Arrival date and processing');
    await waitFor(() => expect(history.location.search).toBe('?step=3'));
    expect(history.length).toBe(3);
    await previous();
    await heading('Step 2: Supporting documents');
    await waitFor(() => expect(history.location.search).toBe('?step=2'));
    expect(history.length).toBe(3);

    history.back();
    expect(await screen.findByText('Earlier page')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: /^Step / })).not.toBeInTheDocument();
  });
});

describe("visa wizard page: the traveller's today moving on while the page is open", () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('refuses, after midnight, an arrival date of the day before, as a page opened then would', async () => {
    fetchMock = mockFetch(() => jsonResponse([]));
    const today = localToday();
    saveProgress('arrival', {
      country: { id: 36, code: 'AUS', name: 'Australia', visaPolicy: 'evisa' },
      documentType: 'ordinary',
      hasSupportingDocument: false,
      arrivalDate: today,
      processingType: 'urgent',
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Step 3: Arrival date and processing' });
    // The next day, only the clock faked: the tab is looked at again.
    jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'] });
    jest.setSystemTime(new Date(`${addDays(today, 1)}T12:00:00`));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    // Refused with its toast, or (the day before taken) on to the next step.
    await waitFor(() => expect(getToasts().length + screen.queryAllByRole('heading', { name: /^Step 4/ }).length).toBeGreaterThan(0));
    expect(getToasts().at(-1)).toMatchObject({ title: WIZARD_ERRORS.arrivalDateInPast.title, description: WIZARD_ERRORS.arrivalDateInPast.description });
    expect(screen.getByRole('heading', { name: 'Step 3: Arrival date and processing' })).toBeInTheDocument();
  });
});
