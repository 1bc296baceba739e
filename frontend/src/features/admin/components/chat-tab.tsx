import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';

/** The live support chat is its own feature; until it lands the tab says so plainly. */
export function ChatTab() {
  const { t } = useTranslation('admin');
  return (
    <Alert variant="blue" title={t('chat.title')}>
      {t('chat.notYet')}
    </Alert>
  );
}
