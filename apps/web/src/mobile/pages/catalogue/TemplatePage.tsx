import { Button, Tabs } from 'antd-mobile';
import { ClockCircleOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCodes } from '@lexbridge/contract/errors';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { useAuth } from '../../../shared/auth/authState.ts';
import { useTemplate } from '../../../shared/catalogue/api/getTemplate.ts';
import { yuan } from '../../../shared/catalogue/money.ts';
import { initialScene, sceneHintKey, sortScenes } from '../../../shared/catalogue/scenes.ts';
import { rootOf } from '../../../shared/catalogue/tree.ts';
import { useClassifyTree } from '../../../shared/catalogue/api/getClassifyTree.ts';
import { decideStart } from '../../../shared/catalogue/startDrafting.ts';
import { nameOf, otherNameOf, paragraphsOf, textOf } from '../../../shared/catalogue/text.ts';
import type { SceneType } from '../../../shared/catalogue/types.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { currentPath, navigateTo } from '../../../shared/navigation.ts';
import { usePageParams } from '../../../routes/pageContext.ts';
import { PageHead } from '../myCenter/components/PageHead.tsx';
import { ActionBar } from './components/ActionBar.tsx';
import { ChoiceChips } from './components/ChoiceChips.tsx';
import { FavouriteButton } from './components/FavouriteButton.tsx';
import { FeedbackForm } from './components/FeedbackForm.tsx';
import { Failed, Loading, Nothing } from './components/LoadState.tsx';
import { showNotice } from './components/notice.ts';
import { PackageCard } from './components/PackageCard.tsx';
import { SampleViewer } from './components/SampleViewer.tsx';
import '../auth/auth.css';
import './styles/base.css';
import './styles/detail.css';

function Prose({ text }: { text: string }) {
  return (
    <div className="lb-m-prose">
      {paragraphsOf(text).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/**
 * A contract template on a phone: names, scene, price, the four tabs, and at the bottom the favourite toggle and
 * "Start drafting", which here shows the notice that contracts are created on a PC (spec §5).
 */
export default function TemplatePage() {
  const { t } = useTranslation(['catalogue', 'pages']);
  const lang = useLang();
  const paths = usePaths();
  const { loggedIn } = useAuth();
  const { templateId, packageId, classifyId } = usePageParams();
  const [search, setSearch] = useSearchParams();
  const detail = useTemplate(templateId);
  const tree = useClassifyTree();
  const tpl = detail.data;
  useDocumentTitle(tpl ? nameOf(tpl, lang) : null);
  const back = packageId ? paths.to('production', { id: packageId }) : paths.to('classify', { classifyId: classifyId ?? tpl?.classifyId });

  if (!tpl) {
    const missing = isApiError(detail.error) && detail.error.code === ErrorCodes.NOT_FOUND;
    return (
      <div className="lb-m-page">
        <PageHead title={t('pages:title.template')} back={back} />
        {detail.isPending ? <Loading /> : missing ? <Nothing text={t('template.notFound')} /> : <Failed onRetry={() => void detail.refetch()} />}
      </div>
    );
  }

  const scene = initialScene(tpl.sceneList, search.get('scene'));
  const pickScene = (s: SceneType) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('scene', s);
        return next;
      },
      { replace: true },
    );
  const start = () => {
    const d = decideStart({ built: tpl.built, loggedIn, device: paths.device, lang: paths.lang, templateId: tpl.id, scene, here: currentPath() }, paths);
    if (d.kind === 'comingSoon') showNotice('notice.comingSoon');
    else if (d.kind === 'pcOnly') showNotice('notice.pcOnly');
    else navigateTo(d.to);
  };

  return (
    <div className="lb-m-page lb-m-detail">
      <PageHead title={t('pages:title.template')} back={back} />
      <header className="lb-m-card lb-m-dhead">
        <h1 className="lb-m-dhead__name">
          {nameOf(tpl, lang)}
          {!tpl.built && <span className="lb-m-soon">{t('badge.comingSoon')}</span>}
        </h1>
        <p className="lb-m-dhead__other" lang={lang === 'en' ? 'zh-CN' : 'en'}>
          {otherNameOf(tpl, lang)}
        </p>
        <ul className="lb-m-dhead__facts">
          <li>{t('badge.bilingual')}</li>
          {tpl.minutes !== null && (
            <li>
              <ClockCircleOutline aria-hidden="true" /> {t('unit.minutes', { count: tpl.minutes })}
            </li>
          )}
          {tpl.questionCount > 0 && (
            <li>
              <QuestionCircleOutline aria-hidden="true" /> {t('unit.questions', { count: tpl.questionCount })}
            </li>
          )}
        </ul>
        {tpl.sceneList.length > 0 ? (
          <>
            <ChoiceChips<SceneType>
              label={t('scene.pick')}
              value={scene ?? tpl.sceneList[0].type}
              onChange={pickScene}
              options={sortScenes(tpl.sceneList).map((s) => ({ value: s.type, label: nameOf(s, lang) || t(`scene.${s.type}`) }))}
            />
            {scene && <p className="lb-m-muted lb-m-dhead__hint">{t(sceneHintKey(scene, rootOf(tree.data ?? [], tpl.classifyId)?.id))}</p>}
          </>
        ) : (
          <p className="lb-m-muted">{t('scene.none')}</p>
        )}
        <dl className="lb-m-dprices">
          {tpl.built && tpl.entitled ? (
            <div className="is-ok">
              <dt>{t('badge.included')}</dt>
              <dd>{t('template.entitled')}</dd>
            </div>
          ) : (
            <>
              {tpl.contractPriceFen !== null && (
                <div>
                  <dt>{t('price.perContractLabel')}</dt>
                  <dd className="is-main">{tpl.contractPriceFen === 0 ? t('price.free') : yuan(tpl.contractPriceFen)}</dd>
                </div>
              )}
              {tpl.priceFen > 0 && (
                <div>
                  <dt>{t('price.template')}</dt>
                  <dd>{yuan(tpl.priceFen)}</dd>
                </div>
              )}
            </>
          )}
        </dl>
      </header>
      <div className="lb-m-card lb-m-card--flush">
        <Tabs className="lb-m-tabs lb-m-cat-tabs">
          <Tabs.Tab key="intro" title={t('template.tabs.intro')}>
            <div className="lb-m-pad">
              <h2 className="lb-m-group__title">{t('template.introTitle')}</h2>
              <Prose text={textOf(tpl.intro, lang)} />
              <h2 className="lb-m-group__title">{t('template.usageTitle')}</h2>
              <Prose text={textOf(tpl.usage, lang)} />
            </div>
          </Tabs.Tab>
          <Tabs.Tab key="sample" title={t('template.tabs.sample')}>
            <div className="lb-m-pad">
              <SampleViewer templateId={tpl.id} scene={scene} built={tpl.built} />
            </div>
          </Tabs.Tab>
          <Tabs.Tab key="disclaimer" title={t('template.tabs.disclaimer')}>
            <div className="lb-m-pad">
              <Prose text={textOf(tpl.disclaimer, lang)} />
            </div>
          </Tabs.Tab>
          <Tabs.Tab key="feedback" title={t('template.tabs.feedback')}>
            <FeedbackForm templateId={tpl.id} />
          </Tabs.Tab>
        </Tabs>
      </div>
      {tpl.packages.length > 0 && (
        <section className="lb-m-group lb-m-pad-x" aria-labelledby="lb-m-tpl-pkgs">
          <h2 id="lb-m-tpl-pkgs" className="lb-m-group__title">
            {t('template.inPackages')}
          </h2>
          <ul className="lb-m-pcards">
            {tpl.packages.map((p) => (
              <PackageCard key={p.id} pkg={p} />
            ))}
          </ul>
        </section>
      )}
      {!packageId && (
        <p className="lb-m-pad-x">
          <Link to={paths.to('classify')} className="lb-m-more">
            {t('action.browse')}
          </Link>
        </p>
      )}
      <ActionBar>
        <FavouriteButton targetType="template" targetId={tpl.id} favourite={tpl.favourite} />
        <Button block color="primary" onClick={start}>
          {t('action.startDrafting')}
        </Button>
      </ActionBar>
    </div>
  );
}
