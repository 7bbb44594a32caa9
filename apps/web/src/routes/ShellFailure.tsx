import { useTranslation } from 'react-i18next';

/** Shown when a whole site tree could not load or render: drawn without any UI library, with a retry. */
export function ShellFailure({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="lb-shell-failure" role="alert">
      <p>{t('pageFailed')}</p>
      <button type="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
