import { useState } from 'react';
import { Breadcrumb, Button, Segmented, Tabs } from 'antd';
import { CheckCircleFilled, EyeOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCodes } from '@lexbridge/contract/errors';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { useAuth } from '../../../shared/auth/authState.ts';
import { usePackage } from '../../../shared/catalogue/api/getPackage.ts';
import { useCountPackageVisit } from '../../../shared/catalogue/api/incWatchNum.ts';
import { packagePrice, savingPercent, unitSuffix, yuan } from '../../../shared/catalogue/money.ts';
import { SCENE_ORDER } from '../../../shared/catalogue/scenes.ts';
import { nameOf, otherNameOf, paragraphsOf, textOf } from '../../../shared/catalogue/text.ts';
import type { PackageDetail } from '../../../shared/catalogue/types.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { usePageParams } from '../../../routes/pageContext.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import { FavouriteButton } from './components/FavouriteButton.tsx';
import { Failed, Loading, Nothing } from './components/LoadState.tsx';
import { PackageIcon } from './components/PackageIcon.tsx';
import { TemplateCard } from './components/TemplateCard.tsx';
import { usePayDialog } from '../payment/usePayDialog.tsx';
import './styles/base.css';
import './styles/package.css';
import { Chip } from './components/Chip.tsx';

type Filter = 'all' | 'subscribed';

/** The Templates tab: categories with their templates; "Subscribed" keeps those the user may draft. */
function PackageTemplates({ pkg }: { pkg: PackageDetail }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const paths = usePaths();
  const { loggedIn } = useAuth();
  const [filter, setFilter] = useState<Filter>('all');
  const categories = pkg.categories
    .map((c) => ({ ...c, templates: filter === 'all' ? c.templates : c.templates.filter((tpl) => tpl.entitled) }))
    .filter((c) => c.templates.length > 0);
  return (
    <div className="lb-pkg-templates">
      <div className="lb-filterbar">
        <span id="lb-pkg-filter" className="lb-filterbar__label">
          {t('package.filter.label')}
        </span>
        <Segmented<Filter>
          aria-labelledby="lb-pkg-filter"
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'all', label: t('package.filter.all') },
            { value: 'subscribed', label: t('package.filter.subscribed') },
          ]}
        />
      </div>
      {categories.length === 0 ? (
        <Nothing text={filter === 'subscribed' ? t(loggedIn ? 'package.subscribedEmpty' : 'package.subscribedVisitor') : t('state.emptyTemplates')} />
      ) : (
        categories.map((c) => (
          <section key={c.id} className="lb-pkg-cat" aria-labelledby={`lb-pkg-cat-${c.id}`}>
            <h3 id={`lb-pkg-cat-${c.id}`} className="lb-pkg-cat__title">
              {nameOf(c, lang)} <span className="lb-muted">{t('classify.count', { count: c.templates.length })}</span>
            </h3>
            <div className="lb-tcards">
              {c.templates.map((tpl) => (
                <TemplateCard key={tpl.id} template={tpl} headingLevel={4} to={paths.to('templateInPackage', { packageId: pkg.id, templateId: tpl.id })} />
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}

function PackageIntro({ pkg, onShowTemplates }: { pkg: PackageDetail; onShowTemplates: () => void }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const scenes = SCENE_ORDER.filter((s) => pkg.categories.some((c) => c.templates.some((tpl) => tpl.sceneList.some((x) => x.type === s))));
  return (
    <div className="lb-pkg-intro">
      <div>
        <div className="lb-prose">
          {paragraphsOf(textOf(pkg.intro, lang)).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        <dl className="lb-pkg-facts" aria-label={t('package.facts.label')}>
          <div>
            <dt>{t('package.facts.coverage')}</dt>
            <dd>{textOf(pkg.countText, lang) || t('package.categories', { count: pkg.categories.length })}</dd>
          </div>
          <div>
            <dt>{t('package.facts.templates')}</dt>
            <dd>{t('unit.templates', { count: pkg.templateCount })}</dd>
          </div>
          <div>
            <dt>{t('package.facts.languages')}</dt>
            <dd>{t('badge.bilingual')}</dd>
          </div>
          {scenes.length > 0 && (
            <div>
              <dt>{t('package.facts.scenes')}</dt>
              <dd>{scenes.map((s) => t(`scene.${s}`)).join(' · ')}</dd>
            </div>
          )}
        </dl>
        <Button className="lb-pkg-intro__more" type="primary" ghost onClick={onShowTemplates}>
          {t('action.viewTemplates')}
        </Button>
      </div>
      <aside className="lb-pkg-includes" aria-labelledby="lb-pkg-includes">
        <h3 id="lb-pkg-includes">{t('package.included')}</h3>
        <ul>
          {pkg.categories.map((c) => (
            <li key={c.id}>
              <span>{nameOf(c, lang)}</span>
              <span className="lb-muted">{t('unit.templates', { count: c.templates.length })}</span>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}

/** A contract package: header card with price and favourite, then its introduction and its templates. */
export default function ProductionPage() {
  const { t } = useTranslation(['catalogue', 'pages']);
  const lang = useLang();
  const paths = usePaths();
  const { id } = usePageParams();
  const detail = usePackage(id);
  const counted = useCountPackageVisit(id);
  // `?tab=templates` opens the templates (the Templates button of My Subscriptions).
  const { search } = useLocation();
  const [tab, setTab] = useState(() => (new URLSearchParams(search).get('tab') === 'templates' ? 'templates' : 'intro'));
  const pay = usePayDialog();
  const pkg = detail.data;
  useDocumentTitle(pkg ? nameOf(pkg, lang) : null);

  if (detail.isPending) {
    return (
      <div className="lb-container lb-cat-page">
        <Loading rows={8} />
      </div>
    );
  }
  if (detail.isError || !pkg) {
    const missing = isApiError(detail.error) && detail.error.code === ErrorCodes.NOT_FOUND;
    return (
      <div className="lb-container lb-cat-page">
        <h1 className="lb-visually-hidden">{t('pages:title.production')}</h1>
        {missing ? (
          <Nothing text={t('package.notFound')}>
            <LinkButton to={paths.to('draftRobot')} type="primary">
              {t('robot.packages.title')}
            </LinkButton>
          </Nothing>
        ) : (
          <Failed onRetry={() => void detail.refetch()} />
        )}
      </div>
    );
  }

  const tip = textOf(pkg.tip, lang);
  const saving = savingPercent(pkg.priceFen, pkg.oldPriceFen);
  const watchNum = counted ?? pkg.watchNum;
  return (
    <div className="lb-container lb-cat-page">
      <Breadcrumb
        className="lb-crumbs"
        items={[
          { title: <Link to={paths.to('draftRobot')}>{t('template.drafting')}</Link> },
          { title: <Link to={`${paths.to('draftRobot')}#lb-packages`}>{t('robot.packages.title')}</Link> },
          { title: nameOf(pkg, lang) },
        ]}
      />
      <header className="lb-pkg-head">
        <PackageIcon icon={pkg.icon} size={72} />
        <div className="lb-pkg-head__main">
          <h1 className="lb-pkg-head__name">{nameOf(pkg, lang)}</h1>
          <p className="lb-pkg-head__other" lang={lang === 'en' ? 'zh-CN' : 'en'}>
            {otherNameOf(pkg, lang)}
          </p>
          <div className="lb-pkg-head__tags">
            <Chip tone="blue">{t('badge.bilingual')}</Chip>
            {textOf(pkg.countText, lang) && <Chip>{textOf(pkg.countText, lang)}</Chip>}
            <Chip>{t('unit.templates', { count: pkg.templateCount })}</Chip>
            {pkg.hot && <Chip tone="gold">{t('badge.hot')}</Chip>}
            {pkg.subscribed && (
              <Chip tone="green" icon={<CheckCircleFilled aria-hidden="true" />}>
                {t('badge.subscribed')}
              </Chip>
            )}
          </div>
          <p className="lb-pkg-head__views">
            <EyeOutlined aria-hidden="true" /> {t('unit.views', { count: watchNum })}
          </p>
        </div>
        <div className="lb-pkg-head__buy">
          <p className="lb-pkg-head__price">
            <span className="lb-visually-hidden">{t('package.priceNote')}</span>
            <strong>{pkg.priceFen === 0 ? t('price.free') : yuan(pkg.priceFen)}</strong>
            {pkg.priceFen > 0 && <span>{unitSuffix(pkg.unit, lang)}</span>}
          </p>
          {(pkg.oldPriceFen ?? 0) > pkg.priceFen || tip ? (
            <p className="lb-pkg-head__deal">
              {pkg.oldPriceFen !== null && pkg.oldPriceFen > pkg.priceFen && <s>{t('price.was', { price: packagePrice(pkg.oldPriceFen, pkg.unit, lang) })}</s>}
              {tip ? <Chip tone="gold">{tip}</Chip> : saving !== null && <Chip tone="gold">{t('price.save', { percent: saving })}</Chip>}
            </p>
          ) : null}
          <div className="lb-pkg-head__actions">
            {pkg.subscribed ? (
              <p className="lb-pkg-head__note">{t('package.subscribedNote')}</p>
            ) : pkg.closed ? (
              <Chip>{t('badge.closed')}</Chip>
            ) : (
              <Button type="primary" size="large" onClick={() => pay.open({ kind: 'package', packageId: pkg.id, nameCn: pkg.nameCn, nameEn: pkg.nameEn, amountFen: pkg.priceFen })}>
                {t('action.subscribe')}
              </Button>
            )}
            <FavouriteButton targetType="package" targetId={pkg.id} favourite={pkg.favourite} />
          </div>
        </div>
      </header>
      <div className="lb-cat-card">
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'intro', label: t('package.tabs.intro'), children: <PackageIntro pkg={pkg} onShowTemplates={() => setTab('templates')} /> },
            { key: 'templates', label: t('package.tabs.templates'), children: <PackageTemplates pkg={pkg} /> },
          ]}
        />
      </div>
      {pay.dialog}
    </div>
  );
}
