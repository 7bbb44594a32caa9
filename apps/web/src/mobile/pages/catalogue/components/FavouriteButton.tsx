import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useFavourite } from '../../../../shared/catalogue/useFavourite.ts';
import type { FavouriteTarget } from '../../../../shared/catalogue/types.ts';

/** Collect / remove, as the icon button of a mobile action bar. */
export function FavouriteButton({ targetType, targetId, favourite }: { targetType: FavouriteTarget; targetId: string; favourite: boolean }) {
  const { t } = useTranslation('catalogue');
  const fav = useFavourite(targetType, targetId, favourite);
  return (
    <button
      type="button"
      className={fav.favourite ? 'lb-m-fav is-on' : 'lb-m-fav'}
      aria-pressed={fav.favourite}
      aria-label={fav.favourite ? t('favourite.remove') : t('favourite.add')}
      disabled={fav.busy}
      onClick={() => void fav.toggle()}
    >
      {fav.favourite ? <HeartFill aria-hidden="true" /> : <HeartOutline aria-hidden="true" />}
      <span>{fav.favourite ? t('favourite.added') : t('favourite.addShort')}</span>
    </button>
  );
}
