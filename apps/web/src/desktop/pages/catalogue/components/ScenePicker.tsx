import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { sceneHintKey, sortScenes } from '../../../../shared/catalogue/scenes.ts';
import { nameOf } from '../../../../shared/catalogue/text.ts';
import type { SceneItem, SceneType } from '../../../../shared/catalogue/types.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';

/** The scene a contract starts in: one card per scene the template offers, with what the scene means. */
export function ScenePicker({ scenes, value, onChange, rootClassifyId }: { scenes: SceneItem[]; value: SceneType | null; onChange: (s: SceneType) => void; rootClassifyId: string | null }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  if (scenes.length === 0) return <p className="lb-scenepick__none">{t('scene.none')}</p>;
  return (
    <fieldset className="lb-scenepick">
      <legend className="lb-scenepick__legend">{t('scene.pick')}</legend>
      <Radio.Group value={value} onChange={(e) => onChange(e.target.value as SceneType)} className="lb-scenepick__group">
        {sortScenes(scenes).map((s) => (
          <Radio key={s.id} value={s.type} className={`lb-scenepick__opt lb-scenepick__opt--${s.type}${value === s.type ? ' is-checked' : ''}`}>
            <span className="lb-scenepick__name">{nameOf(s, lang) || t(`scene.${s.type}`)}</span>
            <span className="lb-scenepick__hint">{t(sceneHintKey(s.type, rootClassifyId))}</span>
          </Radio>
        ))}
      </Radio.Group>
    </fieldset>
  );
}
