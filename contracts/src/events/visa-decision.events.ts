/**
 * Staff decisions on a visa application, appended to the application's own stream with
 * `metadata.actor = { kind: 'staff', id }`. The e-visa PDF is stored once and named by its SHA-256.
 */
export type VisaApplicationApproved = {
  type: 'VisaApplicationApproved';
  data: { applicationNumber: string; decidedAt: string; documentHash: string | null };
};

export type VisaApplicationRejected = {
  type: 'VisaApplicationRejected';
  data: { applicationNumber: string; decidedAt: string; reason?: string };
};

export type VisaTypeAssigned = {
  type: 'VisaTypeAssigned';
  data: { applicationNumber: string; visaType: string; assignedAt: string };
};

export type VisaDecisionEvent = VisaApplicationApproved | VisaApplicationRejected | VisaTypeAssigned;
