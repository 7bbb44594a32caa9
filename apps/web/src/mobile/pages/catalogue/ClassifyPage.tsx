import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useClassifyTree } from '../../../shared/catalogue/api/getClassifyTree.ts';
import { useClassifyTemplates } from '../../../shared/catalogue/api/listClassifyTemplates.ts';
import { filterByScene, SCENE_ORDER } from '../../../shared/catalogue/scenes.ts';
import { nameOf } from '../../../shared/catalogue/text.ts';
import { findNode, groupTemplates } from '../../../shared/catalogue/tree.ts';
import type { SceneType } from '../../../shared/catalogue/types.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { usePageRoute } from '../../../routes/pageContext.ts';
import { PageHead } from '../myCenter/components/PageHead.tsx';
import { CategoryChips } from './components/CategoryChips.tsx';
import { ChoiceChips } from './components/ChoiceChips.tsx';
import { Failed, Loading, Nothing } from './components/LoadState.tsx';
import { SearchBox } from './components/SearchBox.tsx';
import { SearchResults } from './components/SearchResults.tsx';
import { TemplateItem } from './components/TemplateItem.tsx';
import '../auth/auth.css';
import './styles/base.css';
import './styles/classify.css';

type SceneChoice = SceneType | 'all';

function CatalogueList({ classifyId }: { classifyId: string | undefined }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const paths = usePaths();
  const tree = useClassifyTree();
  const templates = useClassifyTemplates(classifyId);
  const [scene, setScene] = useState<SceneChoice>('all');
  if (tree.isPending || templates.isPending) return <Loading />;
  if (tree.isError || templates.isError) {
    return (
      <Failed
        onRetry={() => {
          void tree.refetch();
          void templates.refetch();
        }}
      />
    );
  }
  const node = findNode(tree.data, classifyId);
  if (classifyId && !node) return <Nothing text={t('classify.notFound')} />;
  const groups = groupTemplates(tree.data, node, filterByScene(templates.data, scene));
  return (
    <>
      <div className="lb-m-pad-x">
        <ChoiceChips<SceneChoice>
          label={t('classify.sceneFilter')}
          value={scene}
          onChange={setScene}
          columns={4}
          options={[{ value: 'all' as SceneChoice, label: t('scene.all') }, ...SCENE_ORDER.map((s) => ({ value: s as SceneChoice, label: t(`scene.${s}`) }))]}
        />
      </div>
      {groups.length === 0 ? (
        <Nothing text={scene === 'all' ? t('state.emptyTemplates') : t('state.emptyScene')} />
      ) : (
        groups.map((g, i) => (
          <section key={g.node?.id ?? `own-${i}`} className="lb-m-card lb-m-card--flush" aria-labelledby={g.node ? `lb-m-cg-${g.node.id}` : undefined}>
            {g.node && (
              <div className="lb-m-cghead">
                <h2 id={`lb-m-cg-${g.node.id}`} className="lb-m-card__title">
                  {nameOf(g.node, lang)} <span className="lb-m-muted">{g.templates.length}</span>
                </h2>
                <Link to={paths.to('classifyAll', { classifyId: g.node.id })} className="lb-m-more lb-m-more--inline">
                  {t('action.viewAll')}
                </Link>
              </div>
            )}
            <ul className="lb-m-tlist">
              {g.templates.map((tpl) => (
                <TemplateItem key={tpl.id} template={tpl} to={paths.to('classifyTemplate', { templateId: tpl.id, classifyId: tpl.classifyId })} />
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}

/** The catalogue on a phone: search, category chips, scene chips and templates; `?keyword=` shows search results. */
export default function ClassifyPage() {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const paths = usePaths();
  const navigate = useNavigate();
  const { params } = usePageRoute();
  const [search] = useSearchParams();
  const keyword = (search.get('keyword') ?? '').trim();
  const tree = useClassifyTree();
  const classifyId = params.classifyId || undefined;
  const node = findNode(tree.data ?? [], classifyId);
  const title = keyword ? t('search.resultsFor', { q: keyword }) : node ? nameOf(node, lang) : t('classify.all');
  useDocumentTitle(keyword ? t('search.title') : node ? nameOf(node, lang) : null);
  return (
    <div className="lb-m-page lb-m-classify">
      <PageHead title={title} back={paths.to('draftRobot')} />
      <SearchBox key={keyword} keyword={keyword} onSearch={(q) => navigate(paths.to('classify') + (q ? `?keyword=${encodeURIComponent(q)}` : ''))} />
      {tree.data && <CategoryChips tree={tree.data} active={keyword ? '' : (classifyId ?? null)} />}
      {keyword ? <SearchResults keyword={keyword} /> : <CatalogueList key={classifyId ?? '*'} classifyId={classifyId} />}
    </div>
  );
}
