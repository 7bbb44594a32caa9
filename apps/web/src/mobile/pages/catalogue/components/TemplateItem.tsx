import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SceneTags } from '../../../../shared/catalogue/SceneTags.tsx';
import { yuan } from '../../../../shared/catalogue/money.ts';
import { nameOf, otherNameOf } from '../../../../shared/catalogue/text.ts';
import type { CatalogueTemplate } from '../../../../shared/catalogue/types.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';

/** A template in a mobile list: the whole row opens its page; names, state, scenes and the per-contract price. */
export function TemplateItem({ template, to }: { template: CatalogueTemplate; to: string }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  return (
    <li className={template.built ? 'lb-m-titem' : 'lb-m-titem is-soon'}>
      <Link to={to} className="lb-m-titem__link">
        <span className="lb-m-titem__body">
          <span className="lb-m-titem__name">
            {nameOf(template, lang)}
            {!template.built && <span className="lb-m-soon">{t('badge.comingSoon')}</span>}
          </span>
          <span className="lb-m-titem__other" lang={lang === 'en' ? 'zh-CN' : 'en'}>
            {otherNameOf(template, lang)}
          </span>
          <SceneTags scenes={template.sceneList} compact />
          <span className="lb-m-titem__price">
            {template.entitled
              ? t('badge.included')
              : template.contractPriceFen !== null
                ? t('price.perContract', { price: yuan(template.contractPriceFen) })
                : t('price.packageOnly')}
          </span>
        </span>
        <RightOutline aria-hidden="true" className="lb-m-titem__arrow" />
      </Link>
    </li>
  );
}
