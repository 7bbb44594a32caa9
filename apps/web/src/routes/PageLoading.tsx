import { useTranslation } from 'react-i18next';

/** A light loading state drawn without any UI library, shown while a device tree or a page chunk arrives. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="lb-page-loading" role="status" aria-live="polite">
      <span className="lb-spinner" aria-hidden="true" />
      <span className="lb-visually-hidden">{t('loading')}</span>
    </div>
  );
}
