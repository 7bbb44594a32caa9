import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApartmentOutlined,
  ArrowRightOutlined,
  BankOutlined,
  CheckOutlined,
  ExportOutlined,
  FileSearchOutlined,
  FormOutlined,
  HomeOutlined,
  ImportOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { useAuth } from '../../../shared/auth/authState.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { HOME_PRODUCTS, HOME_SCENARIOS, HOME_STEPS } from '../../../shared/content/homeContent.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import './home.css';

const PRODUCT_ICON: Record<string, ReactNode> = { review: <FileSearchOutlined />, draft: <FormOutlined /> };
const SCENARIO_ICON: Record<string, ReactNode> = {
  outbound: <ExportOutlined />,
  trade: <SwapOutlined />,
  domestic: <HomeOutlined />,
  fie: <ApartmentOutlined />,
  inbound: <ImportOutlined />,
};

/** The desktop landing page: value proposition, the two tools, pain points by transaction type, trial call to action. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const paths = usePaths();
  const { loggedIn } = useAuth();
  return (
    <div className="lb-home">
      <section className="lb-hero" aria-labelledby="lb-hero-title">
        <div className="lb-container lb-hero__inner">
          <div className="lb-hero__copy">
            <p className="lb-hero__eyebrow">{t('hero.eyebrow')}</p>
            <h1 id="lb-hero-title" className="lb-hero__title">
              {t('hero.title')}
            </h1>
            <p className="lb-hero__lead">{t('hero.lead')}</p>
            <div className="lb-hero__actions">
              <LinkButton to={paths.to(loggedIn ? 'draftRobot' : 'register')} type="primary" size="large">
                {t(loggedIn ? 'hero.primaryMember' : 'hero.primary')}
              </LinkButton>
              <LinkButton to={paths.to('draftRobot')} size="large" ghost className="lb-hero__ghost">
                {t('hero.secondary')}
              </LinkButton>
            </div>
            {!loggedIn && <p className="lb-hero__note">{t('hero.note')}</p>}
          </div>
          <figure className="lb-hero__preview" aria-label={t('preview.label')}>
            <div className="lb-doc">
              <span className="lb-doc__tag">{t('preview.tag')}</span>
              <div className="lb-doc__title" lang="zh-CN">
                {t('preview.docTitle')}
              </div>
              <div className="lb-doc__title-en" lang="en">
                {t('preview.docTitleEn')}
              </div>
              <div className="lb-doc__cols">
                <div>
                  <div className="lb-doc__clause" lang="zh-CN">
                    {t('preview.clauseCn')}
                  </div>
                  <i className="lb-doc__line" />
                  <i className="lb-doc__line" />
                  <i className="lb-doc__line is-short" />
                  <i className="lb-doc__line is-hl" />
                  <i className="lb-doc__line" />
                </div>
                <div>
                  <div className="lb-doc__clause" lang="en">
                    {t('preview.clauseEn')}
                  </div>
                  <i className="lb-doc__line" />
                  <i className="lb-doc__line" />
                  <i className="lb-doc__line is-short" />
                  <i className="lb-doc__line is-hl" />
                  <i className="lb-doc__line" />
                </div>
              </div>
            </div>
          </figure>
        </div>
      </section>

      <section className="lb-section" aria-labelledby="lb-products-title">
        <div className="lb-container">
          <header className="lb-section__head">
            <h2 id="lb-products-title">{t('products.title')}</h2>
            <p>{t('products.lead')}</p>
          </header>
          <div className="lb-products">
            {HOME_PRODUCTS.map(({ key, route }) => (
              <article key={key} className="lb-product">
                <div className="lb-product__icon" aria-hidden="true">
                  {PRODUCT_ICON[key]}
                </div>
                <h3 className="lb-product__name">{t(`products.${key}.name`)}</h3>
                <p className="lb-product__desc">{t(`products.${key}.desc`)}</p>
                <ul className="lb-product__points">
                  {(t(`products.${key}.points`, { returnObjects: true }) as string[]).map((p) => (
                    <li key={p}>
                      <CheckOutlined aria-hidden="true" /> {p}
                    </li>
                  ))}
                </ul>
                <LinkButton to={paths.to(route)} type="primary" className="lb-product__cta">
                  {t(`products.${key}.cta`)} <ArrowRightOutlined aria-hidden="true" />
                </LinkButton>
              </article>
            ))}
          </div>
          <article className="lb-product lb-product--wide">
            <div className="lb-product__icon" aria-hidden="true">
              <BankOutlined />
            </div>
            <div className="lb-product__body">
              <h3 className="lb-product__name">{t('products.fie.name')}</h3>
              <p className="lb-product__desc">{t('products.fie.desc')}</p>
            </div>
            <LinkButton to={paths.to('FIE')} className="lb-product__cta">
              {t('products.fie.cta')} <ArrowRightOutlined aria-hidden="true" />
            </LinkButton>
          </article>
        </div>
      </section>

      <section className="lb-section lb-section--tinted" aria-labelledby="lb-scenarios-title">
        <div className="lb-container">
          <header className="lb-section__head">
            <h2 id="lb-scenarios-title">{t('scenarios.title')}</h2>
            <p>{t('scenarios.lead')}</p>
          </header>
          <div className="lb-scenarios">
            {HOME_SCENARIOS.map((key) => (
              <article key={key} className="lb-scenario">
                <div className="lb-scenario__icon" aria-hidden="true">
                  {SCENARIO_ICON[key]}
                </div>
                <h3 className="lb-scenario__name">{t(`scenarios.${key}.name`)}</h3>
                <dl>
                  <dt>{t('scenarios.painLabel')}</dt>
                  <dd>{t(`scenarios.${key}.pain`)}</dd>
                  <dt>{t('scenarios.solutionLabel')}</dt>
                  <dd>{t(`scenarios.${key}.solution`)}</dd>
                </dl>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="lb-section" aria-labelledby="lb-steps-title">
        <div className="lb-container">
          <header className="lb-section__head">
            <h2 id="lb-steps-title">{t('steps.title')}</h2>
          </header>
          <ol className="lb-steps">
            {HOME_STEPS.map((key, i) => (
              <li key={key} className="lb-step">
                <span className="lb-step__num" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{t(`steps.${key}.name`)}</h3>
                <p>{t(`steps.${key}.desc`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {!loggedIn && (
      <section className="lb-cta" aria-labelledby="lb-cta-title">
        <div className="lb-container lb-cta__inner">
          <div>
            <h2 id="lb-cta-title">{t('cta.title')}</h2>
            <p>{t('cta.lead')}</p>
          </div>
          <LinkButton to={paths.to('register')} type="primary" size="large" className="lb-cta__button">
            {t('cta.button')}
          </LinkButton>
        </div>
      </section>
      )}
    </div>
  );
}
