import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { nameOf } from '../../../../shared/catalogue/text.ts';
import type { ClassifyNode } from '../../../../shared/catalogue/types.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';

/** The classification tree beside the catalogue: every node a link, the open one marked as the current page. */
export function ClassifyNav({ tree, active }: { tree: ClassifyNode[]; active: string | null }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const paths = usePaths();
  const item = (node: ClassifyNode | null, depth: number) => {
    const id = node?.id ?? null;
    const current = id === active;
    return (
      <Link
        to={paths.to('classify', { classifyId: id ?? undefined })}
        className={`lb-cnav__link lb-cnav__link--d${depth}${current ? ' is-active' : ''}`}
        aria-current={current ? 'page' : undefined}
      >
        {node ? nameOf(node, lang) : t('classify.all')}
      </Link>
    );
  };
  return (
    <nav className="lb-cnav" aria-label={t('classify.treeLabel')}>
      <p className="lb-cnav__title">{t('classify.categories')}</p>
      <ul className="lb-cnav__list">
        <li>{item(null, 0)}</li>
        {tree.map((node) => (
          <li key={node.id}>
            {item(node, 0)}
            {node.children.length > 0 && (
              <ul className="lb-cnav__list">
                {node.children.map((child) => (
                  <li key={child.id}>{item(child, 1)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
