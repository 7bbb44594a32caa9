import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export function PageFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="lb-m-section">
      <ErrorBlock status="default" title={t('pageFailed')} description="">
        <Button color="primary" onClick={onRetry}>
          {t('retry')}
        </Button>
      </ErrorBlock>
    </div>
  );
}
