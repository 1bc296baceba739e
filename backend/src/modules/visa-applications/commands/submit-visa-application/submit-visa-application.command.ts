import type { VisaApplicationForm } from '../../../../domain/visa-application/submit-visa-application.js';
import type { RequestContext } from '../../../../infrastructure/http/request-context.js';

export class SubmitVisaApplicationCommand {
  constructor(
    readonly form: VisaApplicationForm,
    readonly context: RequestContext,
  ) {}
}

export interface SubmitVisaApplicationResult {
  readonly applicationNumber: string;
}
