import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { SCENE_ORDER } from '../../../../shared/catalogue/scenes.ts';
import type { SceneType } from '../../../../shared/catalogue/types.ts';

export type SceneChoice = SceneType | 'all';

/** All scenes / Domestic / Inbound / Outbound, above a list of templates. */
export function SceneFilter({ value, onChange }: { value: SceneChoice; onChange: (v: SceneChoice) => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="lb-filterbar">
      <span id="lb-scene-filter" className="lb-filterbar__label">
        {t('classify.sceneFilter')}
      </span>
      <Segmented<SceneChoice>
        aria-labelledby="lb-scene-filter"
        value={value}
        onChange={onChange}
        options={[{ value: 'all' as SceneChoice, label: t('scene.all') }, ...SCENE_ORDER.map((s) => ({ value: s as SceneChoice, label: t(`scene.${s}`) }))]}
      />
    </div>
  );
}
