import { useState } from 'react';
import { Dialog, Tabs, Toast } from 'antd-mobile';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listFavourites } from '../../../shared/catalogue/api/listFavourites.ts';
import { removeFavourite } from '../../../shared/catalogue/api/removeFavourite.ts';
import { catalogueKey, catalogueRoot, useViewer } from '../../../shared/catalogue/keys.ts';
import { packagePrice, yuan } from '../../../shared/catalogue/money.ts';
import { nameOf, otherNameOf } from '../../../shared/catalogue/text.ts';
import type { CollectionItem, FavouriteTarget } from '../../../shared/catalogue/types.ts';
import { formatTime } from '../../../shared/format.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { PagedListFooter } from '../../components/PagedListFooter.tsx';
import { Failed, Loading } from '../catalogue/components/LoadState.tsx';
import { PageHead } from './components/PageHead.tsx';
import '../auth/auth.css';
import './center.css';
import '../catalogue/styles/base.css';
import '../catalogue/styles/favourites.css';

const PAGE_SIZE = 10;
type Tab = 'all' | FavouriteTarget;

function Item({ item, onRemoved }: { item: CollectionItem; onRemoved: () => Promise<void> }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const paths = usePaths();
  const [busy, setBusy] = useState(false);
  const name = nameOf(item, lang);
  const to = item.targetType === 'package' ? paths.to('production', { id: item.targetId }) : paths.to('template', { templateId: item.targetId });
  const price = item.package
    ? item.package.priceFen === 0
      ? t('price.free')
      : packagePrice(item.package.priceFen, item.package.unit, lang)
    : item.template?.contractPriceFen != null
      ? t('price.perContract', { price: yuan(item.template.contractPriceFen) })
      : null;
  const remove = async () => {
    const ok = await Dialog.confirm({ content: t('collection.removeConfirm'), confirmText: t('collection.remove'), cancelText: t('action.back') });
    if (!ok) return;
    setBusy(true);
    try {
      await removeFavourite(item.targetType, item.targetId);
      Toast.show({ content: t('collection.removed') });
      await onRemoved();
    } catch {
      // the API client has shown why
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="lb-m-favitem">
      <Link to={to} className="lb-m-favitem__link">
        <span className={`lb-m-favitem__type is-${item.targetType}`}>{t(`collection.type.${item.targetType}`)}</span>
        <span className="lb-m-favitem__name">{name}</span>
        <span className="lb-m-favitem__other" lang={lang === 'en' ? 'zh-CN' : 'en'}>
          {otherNameOf(item, lang)}
        </span>
        <span className="lb-m-favitem__meta">
          {price && <span className="lb-m-favitem__price">{price}</span>}
          <span>{t('collection.added', { time: formatTime(item.createdAt) })}</span>
        </span>
      </Link>
      <button type="button" className="lb-m-favitem__remove" disabled={busy} onClick={() => void remove()} aria-label={`${t('collection.remove')}: ${name}`}>
        {t('collection.remove')}
      </button>
    </li>
  );
}

function List({ tab }: { tab: Tab }) {
  const { t } = useTranslation('catalogue');
  const paths = usePaths();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const type = tab === 'all' ? undefined : tab;
  const pages = useInfiniteQuery({
    queryKey: catalogueKey(viewer, 'favourites', 'infinite', tab),
    queryFn: ({ pageParam }) => listFavourites(type, pageParam, PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * PAGE_SIZE < last.total ? all.length + 1 : undefined),
  });
  const items = pages.data?.pages.flatMap((p) => p.list) ?? [];
  if (pages.isPending) return <Loading />;
  if (pages.isError) return <Failed onRetry={() => void pages.refetch()} />;
  if (items.length === 0) {
    return (
      <div className="lb-m-cat-state">
        <p>{t('collection.empty')}</p>
        <Link to={paths.to('classify')} className="lb-mbtn lb-mbtn--primary">
          {t('collection.browse')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="lb-m-favs">
        {items.map((item) => (
          <Item key={`${item.targetType}:${item.targetId}`} item={item} onRemoved={() => queryClient.invalidateQueries({ queryKey: catalogueRoot })} />
        ))}
      </ul>
      <PagedListFooter
        hasMore={pages.hasNextPage}
        loadMore={async () => {
          if (!pages.isFetching) await pages.fetchNextPage();
        }}
      />
    </>
  );
}

/** My Favorites on a phone: tabs by kind, a list loaded page by page, remove with a confirmation. */
export default function CollectionPage() {
  const { t } = useTranslation(['catalogue', 'center']);
  const paths = usePaths();
  return (
    <div className="lb-m-page">
      <PageHead title={t('center:menu.collection')} back={paths.to('personalHome')} />
      <div className="lb-m-card lb-m-card--flush">
        <Tabs className="lb-m-tabs lb-m-cat-tabs">
          {(['all', 'package', 'template'] as const).map((key) => (
            <Tabs.Tab key={key} title={t(`collection.tabs.${key}`)}>
              <List tab={key} />
            </Tabs.Tab>
          ))}
        </Tabs>
      </div>
    </div>
  );
}
