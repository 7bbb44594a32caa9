import { Alert, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LayoutName } from '@lexbridge/contract/api/drafting';
import { LAYOUT_CHOICES } from '../../../../shared/drafting/layouts.ts';
import '../../../../shared/drafting/preview.css';

interface Props {
  html: string;
  failed: boolean;
  layout: LayoutName;
  onLayout(l: LayoutName): void;
  headingsOnly: boolean;
}

/**
 * The live bilingual preview beside the questionnaire. The HTML comes from the engine, which escapes every answer;
 * blanks still to be answered are highlighted.
 */
export function PreviewPane({ html, failed, layout, onLayout, headingsOnly }: Props) {
  const { t } = useTranslation('drafting');
  return (
    <section className="lb-preview" aria-labelledby="lb-preview-title">
      <header className="lb-preview__bar">
        <h2 id="lb-preview-title" className="lb-preview__title">
          {t('preview.title')}
        </h2>
        <Segmented<LayoutName> size="small" aria-label={t('layout.label')} value={layout} onChange={onLayout} options={LAYOUT_CHOICES.map((l) => ({ value: l, label: t(`layout.${l}`) }))} />
      </header>
      {headingsOnly && <Alert className="lb-preview__note" type="info" showIcon title={t('preview.headingsOnly')} />}
      {failed ? (
        <p className="lb-preview__failed">{t('preview.failed')}</p>
      ) : (
        <div className="lb-preview__doc" aria-live="off" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </section>
  );
}
