import { useState } from 'react';
import { Button, Tabs } from 'antd-mobile';
import { EyeOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ErrorCodes } from '@lexbridge/contract/errors';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { useAuth } from '../../../shared/auth/authState.ts';
import { usePackage } from '../../../shared/catalogue/api/getPackage.ts';
import { useCountPackageVisit } from '../../../shared/catalogue/api/incWatchNum.ts';
import { packagePrice, savingPercent, unitSuffix, yuan } from '../../../shared/catalogue/money.ts';
import { nameOf, otherNameOf, paragraphsOf, textOf } from '../../../shared/catalogue/text.ts';
import type { PackageDetail } from '../../../shared/catalogue/types.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { PageHead } from '../myCenter/components/PageHead.tsx';
import { ActionBar } from './components/ActionBar.tsx';
import { ChoiceChips } from './components/ChoiceChips.tsx';
import { FavouriteButton } from './components/FavouriteButton.tsx';
import { Failed, Loading, Nothing } from './components/LoadState.tsx';
import { showNotice } from './components/notice.ts';
import { PackageIcon } from './components/PackageIcon.tsx';
import { TemplateItem } from './components/TemplateItem.tsx';
import { usePageParams } from '../../../routes/pageContext.ts';
import '../auth/auth.css';
import './styles/base.css';
import './styles/detail.css';

type Filter = 'all' | 'subscribed';

function Templates({ pkg }: { pkg: PackageDetail }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const paths = usePaths();
  const { loggedIn } = useAuth();
  const [filter, setFilter] = useState<Filter>('all');
  const categories = pkg.categories
    .map((c) => ({ ...c, templates: filter === 'all' ? c.templates : c.templates.filter((tpl) => tpl.entitled) }))
    .filter((c) => c.templates.length > 0);
  return (
    <div className="lb-m-pad">
      <ChoiceChips<Filter>
        label={t('package.filter.label')}
        value={filter}
        onChange={setFilter}
        columns={2}
        options={[
          { value: 'all', label: t('package.filter.all') },
          { value: 'subscribed', label: t('package.filter.subscribed') },
        ]}
      />
      {categories.length === 0 ? (
        <Nothing text={filter === 'subscribed' ? t(loggedIn ? 'package.subscribedEmpty' : 'package.subscribedVisitor') : t('state.emptyTemplates')} />
      ) : (
        categories.map((c) => (
          <section key={c.id} aria-labelledby={`lb-m-pc-${c.id}`} className="lb-m-group">
            <h2 id={`lb-m-pc-${c.id}`} className="lb-m-group__title">
              {nameOf(c, lang)} <span className="lb-m-muted">{c.templates.length}</span>
            </h2>
            <ul className="lb-m-tlist">
              {c.templates.map((tpl) => (
                <TemplateItem key={tpl.id} template={tpl} to={paths.to('templateInPackage', { packageId: pkg.id, templateId: tpl.id })} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

/** A contract package on a phone: header card, introduction and templates tabs, favourite and subscribe at the bottom. */
export default function ProductionPage() {
  const { t } = useTranslation(['catalogue', 'pages']);
  const lang = useLang();
  const paths = usePaths();
  const { id } = usePageParams();
  const detail = usePackage(id);
  const counted = useCountPackageVisit(id);
  const pkg = detail.data;
  useDocumentTitle(pkg ? nameOf(pkg, lang) : null);
  const back = `${paths.to('draftRobot')}#lb-m-packages`;

  if (!pkg) {
    const missing = isApiError(detail.error) && detail.error.code === ErrorCodes.NOT_FOUND;
    return (
      <div className="lb-m-page">
        <PageHead title={t('pages:title.production')} back={back} />
        {detail.isPending ? <Loading /> : missing ? <Nothing text={t('package.notFound')} /> : <Failed onRetry={() => void detail.refetch()} />}
      </div>
    );
  }
  const tip = textOf(pkg.tip, lang);
  const saving = savingPercent(pkg.priceFen, pkg.oldPriceFen);
  return (
    <div className="lb-m-page lb-m-detail">
      <PageHead title={t('pages:title.production')} back={back} />
      <header className="lb-m-card lb-m-dhead">
        <div className="lb-m-dhead__top">
          <PackageIcon icon={pkg.icon} size={52} />
          <div>
            <h1 className="lb-m-dhead__name">{nameOf(pkg, lang)}</h1>
            <p className="lb-m-dhead__other" lang={lang === 'en' ? 'zh-CN' : 'en'}>
              {otherNameOf(pkg, lang)}
            </p>
          </div>
        </div>
        <p className="lb-m-dhead__price">
          <strong>{pkg.priceFen === 0 ? t('price.free') : yuan(pkg.priceFen)}</strong>
          {pkg.priceFen > 0 && <span>{unitSuffix(pkg.unit, lang)}</span>}
          {pkg.oldPriceFen !== null && pkg.oldPriceFen > pkg.priceFen && <s>{t('price.was', { price: packagePrice(pkg.oldPriceFen, pkg.unit, lang) })}</s>}
          {tip ? <span className="lb-m-pcard__tip">{tip}</span> : saving !== null && <span className="lb-m-pcard__tip">{t('price.save', { percent: saving })}</span>}
        </p>
        <ul className="lb-m-dhead__facts">
          <li>{t('badge.bilingual')}</li>
          {textOf(pkg.countText, lang) && <li>{textOf(pkg.countText, lang)}</li>}
          <li>{t('unit.templates', { count: pkg.templateCount })}</li>
          <li>
            <EyeOutline aria-hidden="true" /> {t('unit.views', { count: counted ?? pkg.watchNum })}
          </li>
        </ul>
        {pkg.subscribed && <p className="lb-m-dhead__ok">{t('package.subscribedNote')}</p>}
      </header>
      <div className="lb-m-card lb-m-card--flush">
        <Tabs className="lb-m-tabs lb-m-cat-tabs">
          <Tabs.Tab key="intro" title={t('package.tabs.intro')}>
            <div className="lb-m-pad lb-m-prose">
              {paragraphsOf(textOf(pkg.intro, lang)).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
              <h2 className="lb-m-group__title">{t('package.included')}</h2>
              <ul className="lb-m-includes">
                {pkg.categories.map((c) => (
                  <li key={c.id}>
                    <span>{nameOf(c, lang)}</span>
                    <span className="lb-m-muted">{t('unit.templates', { count: c.templates.length })}</span>
                  </li>
                ))}
              </ul>
            </div>
          </Tabs.Tab>
          <Tabs.Tab key="templates" title={t('package.tabs.templates')}>
            <Templates pkg={pkg} />
          </Tabs.Tab>
        </Tabs>
      </div>
      <ActionBar>
        <FavouriteButton targetType="package" targetId={pkg.id} favourite={pkg.favourite} />
        {pkg.subscribed || pkg.closed ? (
          <Button block color="primary" fill="outline" disabled>
            {pkg.subscribed ? t('badge.subscribed') : t('badge.closed')}
          </Button>
        ) : (
          <Button block color="primary" onClick={() => showNotice('notice.pcOnlyPurchase')}>
            {t('action.subscribe')}
          </Button>
        )}
      </ActionBar>
    </div>
  );
}
