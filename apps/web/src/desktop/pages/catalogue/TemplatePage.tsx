import { Breadcrumb, Button, Tabs } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined, QuestionCircleOutlined, ShoppingCartOutlined, TranslationOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCodes } from '@lexbridge/contract/errors';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { useAuth } from '../../../shared/auth/authState.ts';
import { useClassifyTree } from '../../../shared/catalogue/api/getClassifyTree.ts';
import { useTemplate } from '../../../shared/catalogue/api/getTemplate.ts';
import { yuan } from '../../../shared/catalogue/money.ts';
import { initialScene } from '../../../shared/catalogue/scenes.ts';
import { nameOf, otherNameOf, paragraphsOf, textOf } from '../../../shared/catalogue/text.ts';
import { findNode, rootOf } from '../../../shared/catalogue/tree.ts';
import type { SceneType, TemplateDetail } from '../../../shared/catalogue/types.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { usePageParams } from '../../../routes/pageContext.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import { FavouriteButton } from './components/FavouriteButton.tsx';
import { FeedbackForm } from './components/FeedbackForm.tsx';
import { Failed, Loading, Nothing } from './components/LoadState.tsx';
import { PackageRow } from './components/PackageRow.tsx';
import { SampleViewer } from './components/SampleViewer.tsx';
import { ScenePicker } from './components/ScenePicker.tsx';
import { StartDraftingButton } from './components/StartDraftingButton.tsx';
import { usePayDialog } from '../payment/usePayDialog.tsx';
import './styles/base.css';
import './styles/template.css';
import { Chip } from './components/Chip.tsx';

function Prose({ text }: { text: string }) {
  return (
    <div className="lb-prose">
      {paragraphsOf(text).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/** Breadcrumb through the package or the classification the template was reached from. */
function Crumbs({ tpl, packageId, classifyId }: { tpl: TemplateDetail; packageId?: string; classifyId?: string }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const paths = usePaths();
  const tree = useClassifyTree();
  const pkg = packageId ? tpl.packages.find((p) => p.id === packageId) : undefined;
  const node = findNode(tree.data ?? [], classifyId ?? tpl.classifyId);
  const via = packageId
    ? { title: <Link to={paths.to('production', { id: packageId })}>{pkg ? nameOf(pkg, lang) : packageId}</Link> }
    : {
        title: (
          <Link to={paths.to('classify', { classifyId: node?.id ?? tpl.classifyId })}>
            {node ? nameOf(node, lang) : lang === 'en' ? tpl.classifyNameEn : tpl.classifyNameCn}
          </Link>
        ),
      };
  return (
    <Breadcrumb
      className="lb-crumbs"
      items={[{ title: <Link to={paths.to('draftRobot')}>{t('template.drafting')}</Link> }, via, { title: nameOf(tpl, lang) }]}
    />
  );
}

/** What drafting costs this viewer, and the way in. */
function BuyBox({ tpl, scene }: { tpl: TemplateDetail; scene: SceneType | null }) {
  const { t } = useTranslation(['catalogue', 'pay']);
  const { loggedIn } = useAuth();
  const pay = usePayDialog();
  const buyable = tpl.built && !tpl.entitled && tpl.priceFen > 0;
  return (
    <aside className="lb-buy" aria-label={t('price.nowLabel')}>
      {tpl.built && tpl.entitled ? (
        <p className="lb-buy__ok">
          <CheckCircleFilled aria-hidden="true" /> {t('template.entitled')}
        </p>
      ) : (
        <dl className="lb-buy__prices">
          {tpl.contractPriceFen !== null && (
            <div>
              <dt>{t('price.perContractLabel')}</dt>
              <dd className="lb-buy__main">{tpl.contractPriceFen === 0 ? t('price.free') : yuan(tpl.contractPriceFen)}</dd>
            </div>
          )}
          {tpl.priceFen > 0 && (
            <div>
              <dt>{t('price.template')}</dt>
              <dd>{yuan(tpl.priceFen)}</dd>
            </div>
          )}
          {tpl.contractPriceFen === null && tpl.priceFen === 0 && (
            <div>
              <dt>{t('price.nowLabel')}</dt>
              <dd>
                <a href="#lb-tpl-packages">{t('price.packageOnly')}</a>
              </dd>
            </div>
          )}
        </dl>
      )}
      {tpl.built && !tpl.entitled && <p className="lb-buy__note">{loggedIn ? t('template.payLater') : t('template.visitorNote')}</p>}
      <StartDraftingButton templateId={tpl.id} built={tpl.built} scene={scene} block />
      {buyable && (
        <Button
          block
          size="large"
          icon={<ShoppingCartOutlined aria-hidden="true" />}
          className="lb-buy__template"
          onClick={() => pay.open({ kind: 'template', templateId: tpl.id, nameCn: tpl.nameCn, nameEn: tpl.nameEn, amountFen: tpl.priceFen })}
        >
          {t('pay:buyTemplate', { price: yuan(tpl.priceFen) })}
        </Button>
      )}
      <FavouriteButton targetType="template" targetId={tpl.id} favourite={tpl.favourite} />
      {pay.dialog}
    </aside>
  );
}

/** A contract template: names, scenes, prices and the way to draft it; introduction, sample, disclaimer, feedback. */
export default function TemplatePage() {
  const { t } = useTranslation(['catalogue', 'pages']);
  const lang = useLang();
  const paths = usePaths();
  const { templateId, packageId, classifyId } = usePageParams();
  const [search, setSearch] = useSearchParams();
  const detail = useTemplate(templateId);
  const tree = useClassifyTree();
  const tpl = detail.data;
  useDocumentTitle(tpl ? nameOf(tpl, lang) : null);

  if (detail.isPending) {
    return (
      <div className="lb-container lb-cat-page">
        <Loading rows={10} />
      </div>
    );
  }
  if (detail.isError || !tpl) {
    const missing = isApiError(detail.error) && detail.error.code === ErrorCodes.NOT_FOUND;
    return (
      <div className="lb-container lb-cat-page">
        <h1 className="lb-visually-hidden">{t('pages:title.template')}</h1>
        {missing ? (
          <Nothing text={t('template.notFound')}>
            <LinkButton to={paths.to('classify')} type="primary">
              {t('action.browse')}
            </LinkButton>
          </Nothing>
        ) : (
          <Failed onRetry={() => void detail.refetch()} />
        )}
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

  return (
    <div className="lb-container lb-cat-page">
      <Crumbs tpl={tpl} packageId={packageId} classifyId={classifyId} />
      <header className="lb-tpl-head">
        <div className="lb-tpl-head__main">
          <div className="lb-tpl-head__tags">
            <Chip tone="blue">{t('badge.bilingual')}</Chip>
            {tpl.hot && tpl.built && <Chip tone="gold">{t('badge.hot')}</Chip>}
            {!tpl.built && <Chip>{t('badge.comingSoon')}</Chip>}
          </div>
          <h1 className="lb-tpl-head__name">{nameOf(tpl, lang)}</h1>
          <p className="lb-tpl-head__other" lang={lang === 'en' ? 'zh-CN' : 'en'}>
            {otherNameOf(tpl, lang)}
          </p>
          <ul className="lb-tpl-head__facts">
            {tpl.minutes !== null && (
              <li>
                <ClockCircleOutlined aria-hidden="true" /> {t('unit.minutes', { count: tpl.minutes })}
              </li>
            )}
            {tpl.questionCount > 0 && (
              <li>
                <QuestionCircleOutlined aria-hidden="true" /> {t('unit.questions', { count: tpl.questionCount })}
              </li>
            )}
            <li>
              <TranslationOutlined aria-hidden="true" /> {t('badge.bilingual')}
            </li>
          </ul>
          <ScenePicker scenes={tpl.sceneList} value={scene} onChange={pickScene} rootClassifyId={rootOf(tree.data ?? [], tpl.classifyId)?.id ?? null} />
        </div>
        <BuyBox tpl={tpl} scene={scene} />
      </header>
      <div className="lb-tpl-body">
        <div className="lb-cat-card lb-tpl-tabs">
          <Tabs
            items={[
              {
                key: 'intro',
                label: t('template.tabs.intro'),
                children: (
                  <>
                    <h2 className="lb-h2">{t('template.introTitle')}</h2>
                    <Prose text={textOf(tpl.intro, lang)} />
                    <h2 className="lb-h2">{t('template.usageTitle')}</h2>
                    <Prose text={textOf(tpl.usage, lang)} />
                  </>
                ),
              },
              { key: 'sample', label: t('template.tabs.sample'), children: <SampleViewer templateId={tpl.id} scene={scene} built={tpl.built} /> },
              {
                key: 'disclaimer',
                label: t('template.tabs.disclaimer'),
                children: <Prose text={textOf(tpl.disclaimer, lang)} />,
              },
              { key: 'feedback', label: t('template.tabs.feedback'), children: <FeedbackForm templateId={tpl.id} /> },
            ]}
          />
        </div>
        <aside id="lb-tpl-packages" className="lb-cat-card lb-tpl-aside" aria-labelledby="lb-tpl-packages-title">
          <h2 id="lb-tpl-packages-title" className="lb-h2">
            {t('template.inPackages')}
          </h2>
          {tpl.packages.length === 0 ? (
            <p className="lb-muted">{t('template.inPackagesNone')}</p>
          ) : (
            <div className="lb-prows">
              {tpl.packages.map((p) => (
                <PackageRow key={p.id} pkg={p} />
              ))}
            </div>
          )}
        </aside>
      </div>
    </div>
  );
}
