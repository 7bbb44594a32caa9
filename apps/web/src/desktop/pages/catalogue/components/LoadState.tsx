import type { ReactNode } from 'react';
import { Button, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/** Loading, failed and empty states of a catalogue block, so every list looks the same while it is not a list. */
export function Loading({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('catalogue');
  return (
    <div role="status" aria-label={t('state.loading')} className="lb-cat-loading">
      <Skeleton active paragraph={{ rows }} />
    </div>
  );
}

export function Failed({ onRetry, title }: { onRetry: () => void; title?: ReactNode }) {
  const { t } = useTranslation('catalogue');
  return (
    <Result
      status="warning"
      className="lb-cat-failed"
      title={title ?? t('state.failed')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      }
    />
  );
}

export function Nothing({ text, children }: { text: ReactNode; children?: ReactNode }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} className="lb-cat-empty">
      {children}
    </Empty>
  );
}
