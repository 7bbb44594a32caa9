import { useState } from 'react';
import { Breadcrumb } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useClassifyTree } from '../../../shared/catalogue/api/getClassifyTree.ts';
import { useClassifyTemplates } from '../../../shared/catalogue/api/listClassifyTemplates.ts';
import { filterByScene } from '../../../shared/catalogue/scenes.ts';
import { nameOf } from '../../../shared/catalogue/text.ts';
import { findNode, groupTemplates, rootOf } from '../../../shared/catalogue/tree.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { usePageRoute } from '../../../routes/pageContext.ts';
import { ClassifyNav } from './components/ClassifyNav.tsx';
import { Failed, Loading, Nothing } from './components/LoadState.tsx';
import { SceneFilter, type SceneChoice } from './components/SceneFilter.tsx';
import { SearchResults } from './components/SearchResults.tsx';
import { TemplateCard } from './components/TemplateCard.tsx';
import './styles/base.css';
import './styles/classify.css';

/** Templates of the chosen node (or of the whole catalogue), grouped by the next level and filtered by scene. */
function CatalogueList({ classifyId }: { classifyId: string | undefined }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const paths = usePaths();
  const tree = useClassifyTree();
  const templates = useClassifyTemplates(classifyId);
  const [scene, setScene] = useState<SceneChoice>('all');
  const node = findNode(tree.data ?? [], classifyId);
  const root = rootOf(tree.data ?? [], classifyId);
  useDocumentTitle(node ? nameOf(node, lang) : null);

  if (tree.isPending || templates.isPending) return <Loading rows={8} />;
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
  if (classifyId && !node) return <Nothing text={t('classify.notFound')} />;

  const shown = filterByScene(templates.data, scene);
  const groups = groupTemplates(tree.data, node, shown);
  const title = node ? nameOf(node, lang) : t('classify.all');
  return (
    <>
      <Breadcrumb
        className="lb-crumbs"
        items={[
          { title: <Link to={paths.to('draftRobot')}>{t('template.drafting')}</Link> },
          { title: node ? <Link to={paths.to('classify')}>{t('classify.all')}</Link> : t('classify.all') },
          ...(root && node && root.id !== node.id ? [{ title: <Link to={paths.to('classify', { classifyId: root.id })}>{nameOf(root, lang)}</Link> }] : []),
          ...(node ? [{ title: nameOf(node, lang) }] : []),
        ]}
      />
      <header className="lb-cat-pagehead">
        <h1>{title}</h1>
        <p className="lb-muted">{node ? t('classify.count', { count: templates.data.length }) : t('classify.allLead')}</p>
      </header>
      <SceneFilter value={scene} onChange={setScene} />
      {groups.length === 0 ? (
        <Nothing text={scene === 'all' ? t('state.emptyTemplates') : t('state.emptyScene')} />
      ) : (
        groups.map((g, i) => (
          <section key={g.node?.id ?? `own-${i}`} className="lb-cgroup" aria-label={g.node ? undefined : title} aria-labelledby={g.node ? `lb-cgroup-${g.node.id}` : undefined}>
            {g.node && (
              <header className="lb-cgroup__head">
                <h2 id={`lb-cgroup-${g.node.id}`}>
                  {nameOf(g.node, lang)} <span className="lb-muted">{g.templates.length}</span>
                </h2>
                <Link to={paths.to('classifyAll', { classifyId: g.node.id })} className="lb-rec__all">
                  {t('action.viewAll')} <ArrowRightOutlined aria-hidden="true" />
                </Link>
              </header>
            )}
            <div className="lb-tcards">
              {g.templates.map((tpl) => (
                <TemplateCard key={tpl.id} template={tpl} to={paths.to('classifyTemplate', { templateId: tpl.id, classifyId: tpl.classifyId })} />
              ))}
            </div>
          </section>
        ))
      )}
    </>
  );
}

/**
 * The catalogue: the classification tree on the left, templates on the right. Serves product/classify/{id?} and
 * product/classifyAll/{id}; with `?keyword=` (the header search) it shows the search results instead.
 */
export default function ClassifyPage() {
  const { params } = usePageRoute();
  const [search] = useSearchParams();
  const keyword = (search.get('keyword') ?? '').trim();
  const tree = useClassifyTree();
  const classifyId = params.classifyId || undefined;
  return (
    <div className="lb-container lb-cat-page lb-classify">
      <aside className="lb-classify__aside">{tree.data ? <ClassifyNav tree={tree.data} active={keyword ? '' : classifyId ?? null} /> : <Loading rows={5} />}</aside>
      <div className="lb-classify__main">{keyword ? <SearchResults keyword={keyword} /> : <CatalogueList key={classifyId ?? '*'} classifyId={classifyId} />}</div>
    </div>
  );
}
