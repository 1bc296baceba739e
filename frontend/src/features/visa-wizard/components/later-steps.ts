/**
 * Everything the wizard shows after its first step, in one lazily loaded chunk: the first step (and
 * the page's first paint) do not wait for the date pickers, radio groups, checkboxes, dialogs and the
 * payment screens. visa-wizard-page.tsx fetches it on the traveller's first interaction with the
 * page, or at once when a restored session or an open dialog needs it.
 */
export { SupportingDocumentStep } from './supporting-document-step';
export { ArrivalProcessingStep } from './arrival-processing-step';
export { PrerequisitesStep } from './prerequisites-step';
export { PersonalDetailsStep } from './personal-details-step';
export { OrderSummaryStep } from './order-summary-step';
export { NotAvailableDialog } from './not-available-dialog';
export { PaymentIssueScreen } from '../../payment/components/payment-issue-screen';
export { PaymentWaitingDialog } from '../../payment/components/payment-waiting-dialog';
