import { fromPromise, createActor, SimulatedClock, type ActorRefFrom } from 'xstate';
import { PREREQUISITE_KEYS, type PersonalDetails, type SupportingDocumentDetails } from '@evisa/contracts';
import {
  visaWizardMachine,
  type CreateApplicationInput,
  type CreateApplicationOutput,
  type CreatePaymentInput,
  type WizardEmitted,
  type WizardInput,
} from './visa-wizard.machine';
import type { PaymentResponse, WizardCountry } from './visa-wizard.model';

/** Shared fixtures for the wizard's machine and component tests. */
export const TODAY = '2025-03-10';

export const INDIA: WizardCountry = { id: 356, code: 'IND', name: 'India', visaPolicy: 'conditional' };
export const AUSTRALIA: WizardCountry = { id: 36, code: 'AUS', name: 'Australia', visaPolicy: 'evisa' };
export const ALBANIA: WizardCountry = { id: 8, code: 'ALB', name: 'Albania', visaPolicy: 'exempt' };
export const CUBA: WizardCountry = { id: 192, code: 'CUB', name: 'Cuba', visaPolicy: 'consulate' };

export const VALID_PERSONAL: PersonalDetails = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  passportNumber: 'Z1234567',
  dateOfBirth: '1990-05-04',
  passportIssueDate: '2020-01-15',
  passportExpiryDate: '2030-01-14',
  placeOfBirth: 'Pune',
  motherName: 'Meera',
  fatherName: 'Ravi',
  address: '12 MG Road, Pune 411001',
};

export const SCHENGEN_VISA: Partial<SupportingDocumentDetails> = {
  visaCountry: 'SCHENGEN',
  documentNumber: 'FRA123456',
  startDate: '2025-01-01',
  endDate: '2026-01-01',
};

export interface Harness {
  actor: ActorRefFrom<typeof visaWizardMachine>;
  clock: SimulatedClock;
  emitted: WizardEmitted[];
  redirects: string[];
  applicationRequests: CreateApplicationInput[];
  paymentRequests: CreatePaymentInput[];
}

export function startWizard(
  options: {
    input?: Partial<WizardInput>;
    createApplication?: (input: CreateApplicationInput) => Promise<CreateApplicationOutput>;
    createPayment?: (input: CreatePaymentInput) => Promise<PaymentResponse>;
  } = {},
): Harness {
  const clock = new SimulatedClock();
  const emitted: WizardEmitted[] = [];
  const redirects: string[] = [];
  const applicationRequests: CreateApplicationInput[] = [];
  const paymentRequests: CreatePaymentInput[] = [];
  const machine = visaWizardMachine.provide({
    actions: { redirect: (_, params) => void redirects.push(params.url) },
    actors: {
      createApplication: fromPromise<CreateApplicationOutput, CreateApplicationInput>(async ({ input }) => {
        applicationRequests.push(input);
        return (options.createApplication ?? (async () => ({ applicationNumber: 'ABCD1234EFGH5678' })))(input);
      }),
      createPayment: fromPromise<PaymentResponse, CreatePaymentInput>(async ({ input }) => {
        paymentRequests.push(input);
        return (options.createPayment ?? (async () => ({ success: true, paymentUrl: 'https://pay.example/checkout/1' })))(
          input,
        );
      }),
    },
  });
  const actor = createActor(machine, { input: { today: TODAY, language: 'en', ...options.input }, clock });
  actor.on('*', (event) => void emitted.push(event as WizardEmitted));
  actor.start();
  return { actor, clock, emitted, redirects, applicationRequests, paymentRequests };
}

/** Lets resolved promises of invoked actors settle. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Drives an Indian traveller with a Schengen visa to the arrival step (the 6-step wizard). */
export function toArrivalWithSchengen(h: Harness): void {
  h.actor.send({ type: 'SELECT_COUNTRY', country: INDIA });
  h.actor.send({ type: 'SELECT_DOCUMENT_TYPE', documentType: 'ordinary' });
  h.actor.send({ type: 'NEXT' });
  h.actor.send({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: true });
  h.actor.send({ type: 'SET_SUPPORTING_DOCUMENT_TYPE', documentType: 'visa' });
  h.actor.send({ type: 'UPDATE_SUPPORTING_DOCUMENT', patch: SCHENGEN_VISA });
  h.actor.send({ type: 'NEXT' });
}

/** ...and on, arriving on 2025-05-01 with every prerequisite confirmed, to the personal details step. */
export function toPersonalDetailsWithSchengen(h: Harness): void {
  toArrivalWithSchengen(h);
  h.actor.send({ type: 'SET_ARRIVAL_DATE', arrivalDate: '2025-05-01' });
  h.actor.send({ type: 'NEXT' });
  for (const key of PREREQUISITE_KEYS) h.actor.send({ type: 'SET_PREREQUISITE', key, confirmed: true });
  h.actor.send({ type: 'NEXT' });
}

/** On the personal details step: tries VALID_PERSONAL with `patch` over it (NEXT after each). */
export function personalDetailsAttempt(h: Harness): (patch: Partial<typeof VALID_PERSONAL>) => void {
  return (patch) => {
    h.actor.send({ type: 'UPDATE_PERSONAL', patch: { ...VALID_PERSONAL, ...patch } });
    h.actor.send({ type: 'NEXT' });
  };
}

/** ...and on through the personal details to the summary. */
export function toSummaryWithSchengen(h: Harness): void {
  toPersonalDetailsWithSchengen(h);
  personalDetailsAttempt(h)({});
}
