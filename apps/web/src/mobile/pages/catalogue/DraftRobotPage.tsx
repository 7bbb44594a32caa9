import { Collapse, Tabs } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../shared/auth/authState.ts';
import { useRecommended } from '../../../shared/catalogue/api/getRecommended.ts';
import { usePackages } from '../../../shared/catalogue/api/listPackages.ts';
import { ROBOT_FEATURES, ROBOT_STEPS } from '../../../shared/catalogue/robotContent.ts';
import { nameOf } from '../../../shared/catalogue/text.ts';
import { DRAFTING_PRODUCT_TYPE } from '../../../shared/catalogue/types.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { Failed, Loading, Nothing } from './components/LoadState.tsx';
import { PackageCard } from './components/PackageCard.tsx';
import { TemplateItem } from './components/TemplateItem.tsx';
import './styles/base.css';
import './styles/robot.css';

/** The drafting product page on a phone (also the mobile `productions` page): the same story, stacked. */
export default function DraftRobotPage() {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const paths = usePaths();
  const { loggedIn } = useAuth();
  const recommended = useRecommended();
  const packages = usePackages(DRAFTING_PRODUCT_TYPE);
  const faq = t('robot.faq.items', { returnObjects: true }) as Array<{ q: string; a: string }>;
  const forSale = (packages.data?.list ?? []).filter((p) => !p.closed);

  return (
    <div className="lb-m-cat">
      <section className="lb-m-robot-hero" aria-labelledby="lb-m-robot-title">
        <p className="lb-m-robot-hero__eyebrow">{t('robot.eyebrow')}</p>
        <h1 id="lb-m-robot-title">{t('robot.title')}</h1>
        <p className="lb-m-robot-hero__lead">{t('robot.lead')}</p>
        <div className="lb-m-robot-hero__actions">
          <Link to={paths.to('classify')} className="lb-mbtn lb-mbtn--accent lb-mbtn--block">
            {t('robot.primary')}
          </Link>
          <a href="#lb-m-packages" className="lb-mbtn lb-mbtn--ghost lb-mbtn--block">
            {t('robot.secondary')}
          </a>
        </div>
      </section>

      <section className="lb-m-cat-section" aria-labelledby="lb-m-features">
        <h2 id="lb-m-features">{t('robot.features.title')}</h2>
        <p className="lb-m-cat-section__lead">{t('robot.features.lead')}</p>
        <ul className="lb-m-features">
          {ROBOT_FEATURES.map((key) => (
            <li key={key}>
              <h3>{t(`robot.features.${key}.name`)}</h3>
              <p>{t(`robot.features.${key}.desc`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="lb-m-cat-section lb-m-cat-section--tinted" aria-labelledby="lb-m-flow">
        <h2 id="lb-m-flow">{t('robot.steps.title')}</h2>
        <ol className="lb-m-flow">
          {ROBOT_STEPS.map((key, i) => (
            <li key={key}>
              <span className="lb-m-flow__num" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3>{t(`robot.steps.${key}.name`)}</h3>
                <p>{t(`robot.steps.${key}.desc`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className="lb-m-cat-section" aria-labelledby="lb-m-rec">
        <h2 id="lb-m-rec">{t('robot.recommended.title')}</h2>
        <p className="lb-m-cat-section__lead">{t('robot.recommended.lead')}</p>
        {recommended.isPending ? (
          <Loading />
        ) : recommended.isError ? (
          <Failed onRetry={() => void recommended.refetch()} />
        ) : recommended.data.length === 0 ? (
          <Nothing text={t('state.emptyTemplates')} />
        ) : (
          <div className="lb-m-card lb-m-card--flush">
            <Tabs className="lb-m-tabs lb-m-cat-tabs">
              {recommended.data.map((node) => (
                <Tabs.Tab key={node.id} title={nameOf(node, lang)}>
                  <ul className="lb-m-tlist">
                    {node.templates.map((tpl) => (
                      <TemplateItem key={tpl.id} template={tpl} to={paths.to('classifyTemplate', { templateId: tpl.id, classifyId: node.id })} />
                    ))}
                  </ul>
                  <Link to={paths.to('classifyAll', { classifyId: node.id })} className="lb-m-more">
                    {t('action.viewAll')}
                  </Link>
                </Tabs.Tab>
              ))}
            </Tabs>
          </div>
        )}
      </section>

      <section id="lb-m-packages" className="lb-m-cat-section lb-m-cat-section--tinted" aria-labelledby="lb-m-pkgs">
        <h2 id="lb-m-pkgs">{t('robot.packages.title')}</h2>
        <p className="lb-m-cat-section__lead">{t('robot.packages.lead')}</p>
        {packages.isPending ? (
          <Loading />
        ) : packages.isError ? (
          <Failed onRetry={() => void packages.refetch()} />
        ) : forSale.length === 0 ? (
          <Nothing text={t('robot.packages.empty')} />
        ) : (
          <ul className="lb-m-pcards">
            {forSale.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} />
            ))}
          </ul>
        )}
      </section>

      <section className="lb-m-cat-section" aria-labelledby="lb-m-trial">
        <div className="lb-m-trial">
          <h2 id="lb-m-trial">{t('robot.trial.title')}</h2>
          <p>{t('robot.trial.lead')}</p>
          <Link to={paths.to(loggedIn ? 'tryUsePkg' : 'register')} className="lb-mbtn lb-mbtn--primary lb-mbtn--block">
            {t(loggedIn ? 'robot.trial.member' : 'robot.trial.visitor')}
          </Link>
        </div>
      </section>

      <section className="lb-m-cat-section" aria-labelledby="lb-m-faq">
        <h2 id="lb-m-faq">{t('robot.faq.title')}</h2>
        <Collapse className="lb-m-faq">
          {faq.map((item, i) => (
            <Collapse.Panel key={String(i)} title={item.q}>
              {item.a}
            </Collapse.Panel>
          ))}
        </Collapse>
      </section>
    </div>
  );
}
