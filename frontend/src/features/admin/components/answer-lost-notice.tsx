import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';

/**
 * Said in a staff dialog (a decision, an erasure) whose last press got no answer (isAnswerLost): the
 * action may have been taken or not, and pressing again is safe (the server answers the same action
 * again as done, and takes it once). The dialog stays as it was for that press; the notice goes when
 * it closes or the next press is answered. `title` and `children`: the dialog's own words for it.
 */
export function AnswerLostNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert variant="orange" title={title}>
      {children}
    </Alert>
  );
}
