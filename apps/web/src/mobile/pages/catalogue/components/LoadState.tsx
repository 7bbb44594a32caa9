import type { ReactNode } from 'react';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** Loading, failed and empty states of a mobile catalogue block. */
export function Loading() {
  const { t } = useTranslation('catalogue');
  return (
    <p className="lb-m-cat-state" role="status">
      {t('state.loading')} <DotLoading />
    </p>
  );
}

export function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <ErrorBlock status="default" className="lb-m-errorblock" title={t('state.failed')} description="">
      <Button color="primary" onClick={onRetry}>
        {t('state.retry')}
      </Button>
    </ErrorBlock>
  );
}

export function Nothing({ text, children }: { text: ReactNode; children?: ReactNode }) {
  return (
    <div className="lb-m-cat-state">
      <p>{text}</p>
      {children}
    </div>
  );
}
