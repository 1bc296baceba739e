import type { WizardContext, WizardEvent } from '../machines/visa-wizard.machine';

/** Every step renders the machine's context and reports what the traveller does as events. */
export interface StepProps {
  context: WizardContext;
  send: (event: WizardEvent) => void;
}
