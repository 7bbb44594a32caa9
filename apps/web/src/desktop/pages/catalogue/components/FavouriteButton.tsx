import { Button, Tooltip } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../../shared/auth/authState.ts';
import { useFavourite } from '../../../../shared/catalogue/useFavourite.ts';
import type { FavouriteTarget } from '../../../../shared/catalogue/types.ts';

/** Collect / remove a package or a template; a pressed toggle button for assistive technology. */
export function FavouriteButton({ targetType, targetId, favourite, withText = true }: { targetType: FavouriteTarget; targetId: string; favourite: boolean; withText?: boolean }) {
  const { t } = useTranslation('catalogue');
  const { loggedIn } = useAuth();
  const fav = useFavourite(targetType, targetId, favourite);
  const label = fav.favourite ? t('favourite.remove') : t('favourite.add');
  const button = (
    <Button
      className={fav.favourite ? 'lb-fav is-on' : 'lb-fav'}
      icon={fav.favourite ? <HeartFilled aria-hidden="true" /> : <HeartOutlined aria-hidden="true" />}
      aria-pressed={fav.favourite}
      aria-label={withText ? undefined : label}
      loading={fav.busy}
      onClick={() => void fav.toggle()}
    >
      {withText ? (fav.favourite ? t('favourite.added') : t('favourite.addShort')) : null}
    </Button>
  );
  return <Tooltip title={loggedIn ? label : t('favourite.loginFirst')}>{button}</Tooltip>;
}
