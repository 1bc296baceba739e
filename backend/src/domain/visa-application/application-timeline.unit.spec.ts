import { describe, expect, it } from '@jest/globals';
import { replayTimeline } from './application-timeline.js';

describe('application timeline', () => {
  it('replays an insurance application and its payment with their own evolve functions', () => {
    const number = 'INS1234567890XYZ';
    const views = replayTimeline([
      { streamType: 'insurance-application', type: 'InsuranceApplicationSubmitted', data: { applicationNumber: number, price: { totalCents: 11400 } } },
      { streamType: 'payment', type: 'PaymentCreated', data: { orderId: number, attempt: 1, amountCents: 11400, provider: 'simulated' } },
      { streamType: 'payment', type: 'PaymentCompleted', data: { orderId: number, providerTransactionId: 't1' } },
      { streamType: 'insurance-application', type: 'InsuranceApplicationApproved', data: { applicationNumber: number, documentHash: null } },
      { streamType: 'insurance-application', type: 'InsuranceApplicantDataErased', data: { applicationNumber: number } },
    ]).map((v) => v.view);
    expect(views).toEqual([
      { status: 'pending', paymentStatus: 'pending', visaType: null, personalDataErased: false },
      { status: 'pending', paymentStatus: 'pending', visaType: null, personalDataErased: false },
      { status: 'pending', paymentStatus: 'completed', visaType: null, personalDataErased: false },
      { status: 'approved', paymentStatus: 'completed', visaType: null, personalDataErased: false },
      { status: 'approved', paymentStatus: 'completed', visaType: null, personalDataErased: true },
    ]);
  });

  it('still replays a visa application as before', () => {
    const views = replayTimeline([
      { streamType: 'visa-application', type: 'VisaApplicationSubmitted', data: { applicationNumber: 'VIS1234567890XYZ', price: { totalCents: 18400 } } },
      { streamType: 'visa-application', type: 'VisaApplicationRejected', data: { applicationNumber: 'VIS1234567890XYZ' } },
    ]).map((v) => v.view);
    expect(views.map((v) => v.status)).toEqual(['pending', 'rejected']);
  });
});
