import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';

export interface NotAvailableDialogProps {
  /** 'eVisaNotAvailable' for consulate countries; 'visaExempt' when no visa is needed at all. */
  kind: 'eVisaNotAvailable' | 'visaExempt' | null;
  countryName: string;
  onGetInsurance: () => void;
  onClose: () => void;
}

export function NotAvailableDialog({ kind, countryName, onGetInsurance, onClose }: NotAvailableDialogProps) {
  const { t } = useTranslation(['wizard', 'messages']);
  const exempt = kind === 'visaExempt';
  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && onClose()}>
      {kind !== null && (
        <DialogContent
          title={exempt ? t('dialog.exemptTitle') : t('dialog.notAvailableTitle')}
          description={exempt ? t('dialog.exemptText', { country: countryName }) : t('messages:eVisaNotAvailable')}
          hideCloseButton
        >
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('dialog.close')}
            </Button>
            <Button onClick={onGetInsurance}>{t('dialog.getInsurance')}</Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
