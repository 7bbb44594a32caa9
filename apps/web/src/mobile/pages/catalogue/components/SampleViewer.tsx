import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTemplateSample } from '../../../../shared/catalogue/api/getTemplateSample.ts';
import { SAMPLE_LAYOUTS, type SampleLayout, type SceneType } from '../../../../shared/catalogue/types.ts';
import { ChoiceChips } from './ChoiceChips.tsx';
import { Failed, Loading, Nothing } from './LoadState.tsx';

/**
 * The sample contract on a phone: one language after the other reads best at this width, so that is where it starts.
 * The HTML comes from the server's drafting engine, which escapes every text it places.
 */
export function SampleViewer({ templateId, scene, built }: { templateId: string; scene: SceneType | null; built: boolean }) {
  const { t } = useTranslation('catalogue');
  const [layout, setLayout] = useState<SampleLayout>('sequential');
  const sample = useTemplateSample(templateId, scene, layout, built);
  if (!built) return <Nothing text={t('template.sample.unavailable')} />;
  return (
    <div className="lb-m-sample">
      <p className="lb-m-muted">{t('template.sample.lead')}</p>
      <ChoiceChips<SampleLayout>
        label={t('template.sample.layout')}
        columns={2}
        value={layout}
        onChange={setLayout}
        options={SAMPLE_LAYOUTS.map((l) => ({ value: l, label: t(`template.sample.layouts.${l}`) }))}
      />
      {sample.isPending ? (
        <Loading />
      ) : sample.isError || !sample.data ? (
        <Failed onRetry={() => void sample.refetch()} />
      ) : (
        <section
          className={sample.isPlaceholderData ? 'lb-m-sample__paper is-stale' : 'lb-m-sample__paper'}
          aria-label={t('template.sample.region')}
          aria-busy={sample.isPlaceholderData}
          tabIndex={0}
          dangerouslySetInnerHTML={{ __html: sample.data.html }}
        />
      )}
    </div>
  );
}
