import type { ReactNode } from 'react';
import { Collapse } from 'antd';
import { ArrowRightOutlined, BranchesOutlined, FileWordOutlined, FormOutlined, SafetyCertificateOutlined, SwapOutlined, TranslationOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../shared/auth/authState.ts';
import { usePackages } from '../../../shared/catalogue/api/listPackages.ts';
import { useRecommended } from '../../../shared/catalogue/api/getRecommended.ts';
import { nameOf } from '../../../shared/catalogue/text.ts';
import { DRAFTING_PRODUCT_TYPE, type RecommendedNode } from '../../../shared/catalogue/types.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import { PackageCard } from './components/PackageCard.tsx';
import { SceneTags } from '../../../shared/catalogue/SceneTags.tsx';
import { Failed, Loading, Nothing } from './components/LoadState.tsx';
import { ROBOT_FEATURES, ROBOT_STEPS } from '../../../shared/catalogue/robotContent.ts';
import './styles/base.css';
import './styles/robot.css';

const FEATURE_ICON: Record<(typeof ROBOT_FEATURES)[number], ReactNode> = {
  bilingual: <TranslationOutlined />,
  guided: <FormOutlined />,
  scenes: <SwapOutlined />,
  word: <FileWordOutlined />,
  law: <SafetyCertificateOutlined />,
  versions: <BranchesOutlined />,
};

/** One recommended category: its templates, each opening in a scene from its chips. */
function RecommendedCategory({ node }: { node: RecommendedNode }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const paths = usePaths();
  const headingId = `lb-rec-${node.id}`;
  return (
    <section className="lb-rec" aria-labelledby={headingId}>
      <header className="lb-rec__head">
        <h3 id={headingId}>{nameOf(node, lang)}</h3>
        <Link to={paths.to('classifyAll', { classifyId: node.id })} className="lb-rec__all">
          {t('action.viewAll')} <ArrowRightOutlined aria-hidden="true" />
        </Link>
      </header>
      <ul className="lb-rec__list">
        {node.templates.map((tpl) => {
          const to = paths.to('classifyTemplate', { templateId: tpl.id, classifyId: node.id });
          return (
            <li key={tpl.id} className={tpl.built ? 'lb-rec__item' : 'lb-rec__item is-soon'}>
              <Link to={to} className="lb-rec__name">
                {nameOf(tpl, lang)}
              </Link>
              {!tpl.built && <span className="lb-badge-soon-text">{t('badge.comingSoon')}</span>}
              <SceneTags scenes={tpl.sceneList} linkTo={tpl.built ? (s) => `${to}?scene=${s.type}` : undefined} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The drafting product page: what it does, how, the recommended templates, the packages, the trial and the FAQ. */
export default function DraftRobotPage() {
  const { t } = useTranslation('catalogue');
  const paths = usePaths();
  const { loggedIn } = useAuth();
  const recommended = useRecommended();
  const packages = usePackages(DRAFTING_PRODUCT_TYPE);
  const faq = t('robot.faq.items', { returnObjects: true }) as Array<{ q: string; a: string }>;
  const forSale = (packages.data?.list ?? []).filter((p) => !p.closed);

  return (
    <div className="lb-cat">
      <section className="lb-robot-hero" aria-labelledby="lb-robot-title">
        <div className="lb-container lb-robot-hero__inner">
          <div>
            <p className="lb-robot-hero__eyebrow">{t('robot.eyebrow')}</p>
            <h1 id="lb-robot-title">{t('robot.title')}</h1>
            <p className="lb-robot-hero__lead">{t('robot.lead')}</p>
            <div className="lb-robot-hero__actions">
              <LinkButton to={paths.to('classify')} type="primary" size="large">
                {t('robot.primary')}
              </LinkButton>
              <a href="#lb-packages" className="lb-robot-hero__ghost">
                {t('robot.secondary')}
              </a>
            </div>
          </div>
          <dl className="lb-robot-facts" aria-label={t('robot.facts.label')}>
            {(['minutes', 'layouts', 'scenes'] as const).map((k) => (
              <div key={k}>
                <dt>{t(`robot.facts.${k}`)}</dt>
                <dd>{t(`robot.facts.${k}Value`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="lb-cat-section" aria-labelledby="lb-features-title">
        <div className="lb-container">
          <header className="lb-cat-section__head">
            <h2 id="lb-features-title">{t('robot.features.title')}</h2>
            <p>{t('robot.features.lead')}</p>
          </header>
          <ul className="lb-features">
            {ROBOT_FEATURES.map((key) => (
              <li key={key} className="lb-feature">
                <span className="lb-feature__icon" aria-hidden="true">
                  {FEATURE_ICON[key]}
                </span>
                <h3>{t(`robot.features.${key}.name`)}</h3>
                <p>{t(`robot.features.${key}.desc`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="lb-cat-section lb-cat-section--tinted" aria-labelledby="lb-flow-title">
        <div className="lb-container">
          <header className="lb-cat-section__head">
            <h2 id="lb-flow-title">{t('robot.steps.title')}</h2>
          </header>
          <ol className="lb-flow">
            {ROBOT_STEPS.map((key, i) => (
              <li key={key} className="lb-flow__step">
                <span className="lb-flow__num" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{t(`robot.steps.${key}.name`)}</h3>
                <p>{t(`robot.steps.${key}.desc`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="lb-cat-section" aria-labelledby="lb-rec-title">
        <div className="lb-container">
          <header className="lb-cat-section__head">
            <h2 id="lb-rec-title">{t('robot.recommended.title')}</h2>
            <p>{t('robot.recommended.lead')}</p>
          </header>
          {recommended.isPending ? (
            <Loading rows={6} />
          ) : recommended.isError ? (
            <Failed onRetry={() => void recommended.refetch()} />
          ) : recommended.data.length === 0 ? (
            <Nothing text={t('state.emptyTemplates')} />
          ) : (
            <div className="lb-recs">
              {recommended.data.map((node) => (
                <RecommendedCategory key={node.id} node={node} />
              ))}
            </div>
          )}
          <p className="lb-cat-center">
            <LinkButton to={paths.to('classify')}>
              {t('action.browse')} <ArrowRightOutlined aria-hidden="true" />
            </LinkButton>
          </p>
        </div>
      </section>

      <section id="lb-packages" className="lb-cat-section lb-cat-section--tinted" aria-labelledby="lb-pkgs-title">
        <div className="lb-container">
          <header className="lb-cat-section__head">
            <h2 id="lb-pkgs-title">{t('robot.packages.title')}</h2>
            <p>{t('robot.packages.lead')}</p>
          </header>
          {packages.isPending ? (
            <Loading rows={6} />
          ) : packages.isError ? (
            <Failed onRetry={() => void packages.refetch()} />
          ) : forSale.length === 0 ? (
            <Nothing text={t('robot.packages.empty')} />
          ) : (
            <div className="lb-pcards">
              {forSale.map((pkg) => (
                <PackageCard key={pkg.id} pkg={pkg} featured={pkg.hot} />
              ))}
            </div>
          )}
        </div>
      </section>

      <section className="lb-cat-section" aria-labelledby="lb-trial-title">
        <div className="lb-container">
          <div className="lb-trial">
            <div>
              <h2 id="lb-trial-title">{t('robot.trial.title')}</h2>
              <p>{t('robot.trial.lead')}</p>
            </div>
            <LinkButton to={paths.to(loggedIn ? 'trialSubscribe' : 'register')} type="primary" size="large" className="lb-trial__cta">
              {t(loggedIn ? 'robot.trial.member' : 'robot.trial.visitor')}
            </LinkButton>
          </div>
        </div>
      </section>

      <section className="lb-cat-section lb-cat-section--tight" aria-labelledby="lb-faq-title">
        <div className="lb-container lb-faq">
          <h2 id="lb-faq-title">{t('robot.faq.title')}</h2>
          <Collapse
            bordered={false}
            className="lb-faq__list"
            items={faq.map((item, i) => ({ key: String(i), label: <span className="lb-faq__q">{item.q}</span>, children: <p className="lb-faq__a">{item.a}</p> }))}
          />
        </div>
      </section>
    </div>
  );
}
