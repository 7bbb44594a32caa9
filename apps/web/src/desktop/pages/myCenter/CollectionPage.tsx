import { useState } from 'react';
import { App, Button, Pagination, Popconfirm, Tabs } from 'antd';
import { AppstoreOutlined, FileTextOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFavourites } from '../../../shared/catalogue/api/listFavourites.ts';
import { removeFavourite } from '../../../shared/catalogue/api/removeFavourite.ts';
import { catalogueRoot } from '../../../shared/catalogue/keys.ts';
import { packagePrice, yuan } from '../../../shared/catalogue/money.ts';
import { nameOf, otherNameOf, textOf } from '../../../shared/catalogue/text.ts';
import type { CollectionItem, FavouriteTarget } from '../../../shared/catalogue/types.ts';
import { formatTime } from '../../../shared/format.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import { Failed, Loading, Nothing } from '../catalogue/components/LoadState.tsx';
import { CenterLayout } from './components/CenterLayout.tsx';
import '../catalogue/styles/base.css';
import '../catalogue/styles/favourites.css';
import { Chip } from '../catalogue/components/Chip.tsx';

const PAGE_SIZE = 10;
type Tab = 'all' | FavouriteTarget;

function FavouriteRow({ item, onRemoved }: { item: CollectionItem; onRemoved: () => Promise<void> }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const paths = usePaths();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const to = item.targetType === 'package' ? paths.to('production', { id: item.targetId }) : paths.to('template', { templateId: item.targetId });
  const name = nameOf(item, lang);
  const remove = async () => {
    setBusy(true);
    try {
      await removeFavourite(item.targetType, item.targetId);
      void message.success(t('collection.removed'));
      await onRemoved();
    } catch {
      // the API client has shown why
    } finally {
      setBusy(false);
    }
  };
  const price = item.package
    ? item.package.priceFen === 0
      ? t('price.free')
      : packagePrice(item.package.priceFen, item.package.unit, lang)
    : item.template?.contractPriceFen != null
      ? t('price.perContract', { price: yuan(item.template.contractPriceFen) })
      : null;
  return (
    <li className="lb-fav-item">
      <span className="lb-fav-item__icon" aria-hidden="true">
        {item.targetType === 'package' ? <AppstoreOutlined /> : <FileTextOutlined />}
      </span>
      <div className="lb-fav-item__body">
        <Link to={to} className="lb-fav-item__name">
          {name}
        </Link>
        <div className="lb-fav-item__meta">
          <Chip tone={item.targetType === 'package' ? 'gold' : 'blue'}>{t(`collection.type.${item.targetType}`)}</Chip>
          <span lang={lang === 'en' ? 'zh-CN' : 'en'}>{otherNameOf(item, lang)}</span>
          {item.package && <span>{textOf(item.package.countText, lang)}</span>}
          {item.template && !item.template.built && <span>{t('badge.comingSoon')}</span>}
          <span>{t('collection.added', { time: formatTime(item.createdAt) })}</span>
        </div>
      </div>
      {price && <span className="lb-fav-item__price">{price}</span>}
      <Popconfirm title={t('collection.removeConfirm')} onConfirm={() => remove()} okText={t('collection.remove')} cancelText={t('action.back')}>
        <Button loading={busy} aria-label={`${t('collection.remove')}: ${name}`}>
          {t('collection.remove')}
        </Button>
      </Popconfirm>
    </li>
  );
}

function FavouriteList({ tab }: { tab: Tab }) {
  const { t } = useTranslation('catalogue');
  const paths = usePaths();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useFavourites(tab === 'all' ? undefined : tab, page, PAGE_SIZE);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: catalogueRoot });
    // A page left empty by the removal shows the one before it.
    const left = (list.data?.total ?? 1) - 1;
    if (page > 1 && left <= (page - 1) * PAGE_SIZE) setPage(page - 1);
  };
  if (list.isPending) return <Loading rows={5} />;
  if (list.isError) return <Failed onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) {
    return (
      <Nothing text={t('collection.empty')}>
        <LinkButton to={paths.to('classify')} type="primary">
          {t('collection.browse')}
        </LinkButton>
      </Nothing>
    );
  }
  return (
    <>
      <p className="lb-muted">{t('collection.total', { count: list.data.total })}</p>
      <ul className="lb-favs">
        {list.data.list.map((item) => (
          <FavouriteRow key={`${item.targetType}:${item.targetId}`} item={item} onRemoved={refresh} />
        ))}
      </ul>
      {list.data.total > PAGE_SIZE && (
        <Pagination className="lb-favs-pager" current={page} pageSize={PAGE_SIZE} total={list.data.total} onChange={setPage} showSizeChanger={false} />
      )}
    </>
  );
}

/** My Favorites: the packages and templates the user collected, each with the way back to it and remove. */
export default function CollectionPage() {
  const { t } = useTranslation(['catalogue', 'center']);
  return (
    <CenterLayout active="collection" title={t('center:menu.collection')}>
      <div className="lb-center-card">
        <Tabs
          destroyOnHidden
          items={(['all', 'package', 'template'] as const).map((key) => ({ key, label: t(`collection.tabs.${key}`), children: <FavouriteList tab={key} /> }))}
        />
      </div>
    </CenterLayout>
  );
}
