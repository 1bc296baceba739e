/**
 * Visa and insurance applications made through the API, as the wizard, the insurance page and the
 * payment pages make them: the journeys that need an application to exist (or to be paid) before
 * the browser looks at it.
 */
import assert from 'node:assert/strict';
import { COUNTRIES } from '@evisa/contracts/countries';
import { computeVisaPrice, formatCentsAsAmount, INSURANCE_PRODUCTS, insuranceTripDays, toIsoDate } from '@evisa/contracts';
import { postJson } from './browser.mjs';

/** An 'evisa'-policy country: its travellers need no supporting document. */
const EVISA_COUNTRY = COUNTRIES.find((c) => c.visaPolicy === 'evisa');

/** The price of a standard application for an 'evisa'-policy traveller. */
export const EVISA_PRICE = computeVisaPrice(false, 'standard');

function daysFromNow(days) {
  return toIsoDate(new Date(Date.now() + days * 86_400_000));
}

/**
 * A complete, valid POST /api/applications body for a traveller who needs no supporting document
 * ('evisa' policy), standard processing. `overrides` replace fields (a journey's own name, email, passport).
 */
export function visaApplicationPayload(overrides = {}) {
  return {
    firstName: 'Amelia',
    lastName: 'Harrington',
    email: 'amelia.harrington@example.com',
    phone: '+61 2 5550 1234',
    passportNumber: 'PA1234567',
    passportIssueDate: daysFromNow(-365 * 3),
    passportExpiryDate: daysFromNow(365 * 5),
    dateOfBirth: '1988-04-12',
    placeOfBirth: 'Sydney',
    motherName: 'Margaret',
    fatherName: 'Edward',
    address: '12 Harbour Street, Sydney NSW 2000',
    arrivalDate: daysFromNow(30),
    processingType: 'standard',
    documentType: 'ordinary',
    countryId: EVISA_COUNTRY.id,
    countryOfOrigin: EVISA_COUNTRY.name,
    totalAmount: formatCentsAsAmount(EVISA_PRICE.totalCents),
    supportingDocumentType: null,
    supportingDocumentCountry: null,
    supportingDocumentNumber: null,
    supportingDocumentStartDate: null,
    supportingDocumentEndDate: null,
    privacyPolicyAccepted: true,
    termsOfServiceAccepted: true,
    language: 'en',
    ...overrides,
  };
}

/** Submits `visaApplicationPayload(overrides)`; returns the application number and the payload sent. */
export async function createApplication(overrides = {}) {
  const payload = visaApplicationPayload(overrides);
  const { applicationNumber } = await postJson('/api/applications', payload);
  return { applicationNumber, payload };
}

/** The 7-day plan: the cheapest, covering the week-long trip of `insuranceApplicationPayload`. */
const WEEK_PLAN = INSURANCE_PRODUCTS.find((p) => p.durationDays === 7);

/**
 * A complete, valid POST /api/insurance/applications body: an adult's 7-day trip a month from now on
 * the 7-day plan. `overrides` replace fields (a journey's own name, email, passport).
 */
export function insuranceApplicationPayload(overrides = {}) {
  const travelDate = daysFromNow(30);
  const returnDate = daysFromNow(36);
  return {
    productId: WEEK_PLAN.id,
    firstName: 'Oliver',
    lastName: 'Bennett',
    email: 'oliver.bennett@example.com',
    phone: '+44 20 7946 0958',
    passportNumber: 'GB7654321',
    nationality: 'GBR',
    countryOfOrigin: 'United Kingdom',
    travelDate,
    returnDate,
    destination: 'Turkey',
    dateOfBirth: '1985-09-03',
    totalAmount: formatCentsAsAmount(WEEK_PLAN.priceCents),
    tripDurationDays: insuranceTripDays(travelDate, returnDate),
    parentIdPhotos: null,
    privacyPolicyAccepted: true,
    termsOfServiceAccepted: true,
    language: 'en',
    ...overrides,
  };
}

/** Submits `insuranceApplicationPayload(overrides)`; returns the application number and the payload sent. */
export async function createInsuranceApplication(overrides = {}) {
  const payload = insuranceApplicationPayload(overrides);
  const { applicationNumber } = await postJson('/api/insurance/applications', payload);
  return { applicationNumber, payload };
}

/**
 * Starts the payment as the wizard's payment step (or the insurance page) does (POST
 * /api/payment/create); returns the simulated provider's page, `/mock-gpay-payment?…`.
 */
export async function startPayment(applicationNumber, payload, { description = `Turkey e-Visa application ${applicationNumber}` } = {}) {
  const payment = await postJson('/api/payment/create', {
    amount: Number(payload.totalAmount),
    currency: 'USD',
    description,
    customerEmail: payload.email,
    customerName: `${payload.firstName} ${payload.lastName}`,
    orderId: applicationNumber,
    language: payload.language,
  });
  assert.equal(payment.success, true, JSON.stringify(payment));
  assert.match(payment.paymentUrl, /^\/mock-gpay-payment\?/);
  return payment.paymentUrl;
}

/**
 * Pays the application (visa or insurance: the payment routes take either number) through the
 * simulated provider, as the test card page does: the payment is started, the provider settles it
 * (POST /api/simulated-provider/checkout) and the server confirms the signed result (POST
 * /api/payment/simulated/confirm).
 */
export async function payApplication(applicationNumber, payload, { cardLast4 = '4242', description } = {}) {
  await startPayment(applicationNumber, payload, { description });
  const amount = payload.totalAmount;
  const { payload: signed } = await postJson('/api/simulated-provider/checkout', { order: applicationNumber, amount, outcome: 'completed', cardLast4 });
  await postJson('/api/payment/simulated/confirm', { payload: signed });
}
