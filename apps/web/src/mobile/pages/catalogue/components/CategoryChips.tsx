import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { nameOf } from '../../../../shared/catalogue/text.ts';
import { rootOf } from '../../../../shared/catalogue/tree.ts';
import type { ClassifyNode } from '../../../../shared/catalogue/types.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';

/** The classification tree on a phone: first-level chips, then the open category's sub-categories. */
export function CategoryChips({ tree, active }: { tree: ClassifyNode[]; active: string | null }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const paths = usePaths();
  const root = rootOf(tree, active);
  const nav = useRef<HTMLElement>(null);
  // The open chips may sit beyond the right edge: bring them into view without moving the page.
  useEffect(() => {
    for (const row of nav.current?.querySelectorAll<HTMLElement>('.lb-m-chiprow') ?? []) {
      const chip = row.querySelector<HTMLElement>('.is-active, .is-open');
      if (chip) row.scrollLeft = Math.max(0, chip.offsetLeft - row.offsetLeft - 12);
    }
  }, [active]);
  const chip = (node: ClassifyNode | null, level: 0 | 1) => {
    const id = node?.id ?? null;
    const current = id === active;
    const open = level === 0 && node !== null && root?.id === node.id;
    return (
      <li key={id ?? '*'}>
        <Link
          to={paths.to('classify', { classifyId: id ?? undefined })}
          className={`lb-m-chip${current ? ' is-active' : open ? ' is-open' : ''}`}
          aria-current={current ? 'page' : undefined}
        >
          {node ? nameOf(node, lang) : t('classify.all')}
        </Link>
      </li>
    );
  };
  return (
    <nav ref={nav} className="lb-m-cnav" aria-label={t('classify.treeLabel')}>
      <ul className="lb-m-chiprow">
        {chip(null, 0)}
        {tree.map((node) => chip(node, 0))}
      </ul>
      {root && root.children.length > 0 && <ul className="lb-m-chiprow lb-m-chiprow--sub">{root.children.map((node) => chip(node, 1))}</ul>}
    </nav>
  );
}
