import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../shared/auth/authState.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { HOME_PRODUCTS, HOME_SCENARIOS, HOME_STEPS } from '../../../shared/content/homeContent.ts';
import './home.css';

/** The mobile landing page: the same message as the desktop one, stacked for a narrow screen. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const paths = usePaths();
  const { loggedIn } = useAuth();
  return (
    <div className="lb-mh">
      <section className="lb-mh-hero" aria-labelledby="lb-mh-title">
        <p className="lb-mh-hero__eyebrow">{t('hero.eyebrow')}</p>
        <h1 id="lb-mh-title" className="lb-mh-hero__title">
          {t('hero.title')}
        </h1>
        <p className="lb-mh-hero__lead">{t('hero.lead')}</p>
        <div className="lb-mh-hero__actions">
          <Link to={paths.to(loggedIn ? 'draftRobot' : 'register')} className="lb-mbtn lb-mbtn--accent lb-mbtn--block">
            {t(loggedIn ? 'hero.primaryMember' : 'hero.primary')}
          </Link>
          <Link to={paths.to('draftRobot')} className="lb-mbtn lb-mbtn--ghost lb-mbtn--block">
            {t('hero.secondary')}
          </Link>
        </div>
        {!loggedIn && <p className="lb-mh-hero__note">{t('hero.note')}</p>}
      </section>

      <section className="lb-mh-section" aria-labelledby="lb-mh-products">
        <h2 id="lb-mh-products">{t('products.title')}</h2>
        <p className="lb-mh-section__lead">{t('products.lead')}</p>
        {HOME_PRODUCTS.map(({ key, route }) => (
          <article key={key} className="lb-mh-card">
            <h3>{t(`products.${key}.name`)}</h3>
            <p>{t(`products.${key}.desc`)}</p>
            <ul>
              {(t(`products.${key}.points`, { returnObjects: true }) as string[]).map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <Link to={paths.to(route)} className="lb-mbtn lb-mbtn--primary lb-mbtn--block">
              {t(`products.${key}.cta`)}
            </Link>
          </article>
        ))}
        <article className="lb-mh-card">
          <h3>{t('products.fie.name')}</h3>
          <p>{t('products.fie.desc')}</p>
          <Link to={paths.to('FIE')} className="lb-mbtn lb-mbtn--block">
            {t('products.fie.cta')}
          </Link>
        </article>
      </section>

      <section className="lb-mh-section lb-mh-section--tinted" aria-labelledby="lb-mh-scenarios">
        <h2 id="lb-mh-scenarios">{t('scenarios.title')}</h2>
        <p className="lb-mh-section__lead">{t('scenarios.lead')}</p>
        {HOME_SCENARIOS.map((key) => (
          <article key={key} className="lb-mh-scenario">
            <h3>{t(`scenarios.${key}.name`)}</h3>
            <dl>
              <dt>{t('scenarios.painLabel')}</dt>
              <dd>{t(`scenarios.${key}.pain`)}</dd>
              <dt>{t('scenarios.solutionLabel')}</dt>
              <dd className="is-solution">{t(`scenarios.${key}.solution`)}</dd>
            </dl>
          </article>
        ))}
      </section>

      <section className="lb-mh-section" aria-labelledby="lb-mh-steps">
        <h2 id="lb-mh-steps">{t('steps.title')}</h2>
        <ol className="lb-mh-steps">
          {HOME_STEPS.map((key, i) => (
            <li key={key}>
              <span className="lb-mh-steps__num" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3>{t(`steps.${key}.name`)}</h3>
                <p>{t(`steps.${key}.desc`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      {!loggedIn && (
      <section className="lb-mh-cta" aria-labelledby="lb-mh-cta">
        <h2 id="lb-mh-cta">{t('cta.title')}</h2>
        <p>{t('cta.lead')}</p>
        <Link to={paths.to('register')} className="lb-mbtn lb-mbtn--accent lb-mbtn--block">
          {t('cta.button')}
        </Link>
      </section>
      )}
    </div>
  );
}
