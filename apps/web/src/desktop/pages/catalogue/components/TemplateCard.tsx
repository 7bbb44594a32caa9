
import { CheckCircleFilled, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { yuan } from '../../../../shared/catalogue/money.ts';
import { nameOf, otherNameOf } from '../../../../shared/catalogue/text.ts';
import type { CatalogueTemplate, SceneItem } from '../../../../shared/catalogue/types.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { SceneTags } from '../../../../shared/catalogue/SceneTags.tsx';
import { Chip } from './Chip.tsx';

interface Props {
  template: CatalogueTemplate;
  /** The template page, within its package or classification when the list is one. */
  to: string;
  headingLevel?: 3 | 4;
}

const withScene = (to: string, scene: SceneItem) => `${to}${to.includes('?') ? '&' : '?'}scene=${scene.type}`;

/** A template in a list: names in both languages, state badges, its scenes and what one contract costs. */
export function TemplateCard({ template, to, headingLevel = 3 }: Props) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const H = headingLevel === 3 ? 'h3' : 'h4';
  const name = nameOf(template, lang);
  return (
    <article className={template.built ? 'lb-tcard' : 'lb-tcard is-soon'}>
      <div className="lb-tcard__head">
        <H className="lb-tcard__name">
          <Link to={to}>{name}</Link>
        </H>
        <div className="lb-tcard__badges">
          {!template.built && <Chip>{t('badge.comingSoon')}</Chip>}
          {template.hot && template.built && <Chip tone="gold">{t('badge.hot')}</Chip>}
        </div>
      </div>
      <p className="lb-tcard__other" lang={lang === 'en' ? 'zh-CN' : 'en'}>
        {otherNameOf(template, lang)}
      </p>
      <SceneTags scenes={template.sceneList} linkTo={template.built ? (s) => withScene(to, s) : undefined} />
      <div className="lb-tcard__foot">
        {template.entitled ? (
          <span className="lb-tcard__included">
            <CheckCircleFilled aria-hidden="true" /> {t('badge.included')}
          </span>
        ) : template.contractPriceFen !== null ? (
          <span className="lb-tcard__price">{t('price.perContract', { price: yuan(template.contractPriceFen) })}</span>
        ) : (
          <span className="lb-tcard__price lb-tcard__price--muted">{t('price.packageOnly')}</span>
        )}
        <Link to={to} className="lb-tcard__more" aria-label={`${t('action.details')}: ${name}`}>
          {t('action.details')} <RightOutlined aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
