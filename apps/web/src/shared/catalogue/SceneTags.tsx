import './scenes.css';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sortScenes } from './scenes.ts';
import { nameOf } from './text.ts';
import type { SceneItem } from './types.ts';
import { useLang } from '../hooks/useLang.ts';

/**
 * The scenes a template is offered in, as chips. With `linkTo`, each chip opens the template in that scene; a template
 * without scenes says it has one version for every deal.
 */
export function SceneTags({ scenes, linkTo, compact }: { scenes: SceneItem[]; linkTo?: (scene: SceneItem) => string; compact?: boolean }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  if (scenes.length === 0) return compact ? null : <span className="lb-scene lb-scene--none">{t('robot.recommended.noScenes')}</span>;
  return (
    <ul className="lb-scenes" aria-label={t('scene.label')}>
      {sortScenes(scenes).map((s) => (
        <li key={s.id}>
          {linkTo ? (
            <Link to={linkTo(s)} className={`lb-scene lb-scene--${s.type} is-link`}>
              {nameOf(s, lang) || t(`scene.${s.type}`)}
            </Link>
          ) : (
            <span className={`lb-scene lb-scene--${s.type}`}>
              {nameOf(s, lang) || t(`scene.${s.type}`)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
