import { useState } from 'react';
import { Segmented, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTemplateSample } from '../../../../shared/catalogue/api/getTemplateSample.ts';
import { SAMPLE_LAYOUTS, type SampleLayout, type SceneType } from '../../../../shared/catalogue/types.ts';
import { Failed, Loading, Nothing } from './LoadState.tsx';

/**
 * The sample contract of a template in the chosen scene, with a layout switcher. The HTML comes from the server's
 * drafting engine, which escapes every text it places; it is shown in its own framed region, never run as code.
 */
export function SampleViewer({ templateId, scene, built }: { templateId: string; scene: SceneType | null; built: boolean }) {
  const { t } = useTranslation('catalogue');
  const [layout, setLayout] = useState<SampleLayout>('side-by-side');
  const sample = useTemplateSample(templateId, scene, layout, built);
  if (!built) return <Nothing text={t('template.sample.unavailable')} />;
  return (
    <div className="lb-sample">
      <div className="lb-sample__bar">
        <p className="lb-muted">{t('template.sample.lead')}</p>
        <div className="lb-sample__layout">
          <span id="lb-sample-layout" className="lb-sample__label">
            {t('template.sample.layout')}
          </span>
          <Segmented<SampleLayout>
            aria-labelledby="lb-sample-layout"
            value={layout}
            onChange={setLayout}
            options={SAMPLE_LAYOUTS.map((l) => ({ value: l, label: t(`template.sample.layouts.${l}`) }))}
          />
        </div>
      </div>
      {sample.isPending ? (
        <Loading rows={10} />
      ) : sample.isError || !sample.data ? (
        <Failed onRetry={() => void sample.refetch()} />
      ) : (
        <Spin spinning={sample.isFetching && sample.isPlaceholderData}>
          <section className="lb-sample__paper" aria-label={t('template.sample.region')} tabIndex={0} dangerouslySetInnerHTML={{ __html: sample.data.html }} />
        </Spin>
      )}
    </div>
  );
}
