import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';

/** An empty My Subscriptions list: what is missing, and Subscribe Now to the pricing page. */
export function NoSubscriptions({ text }: { text: string }) {
  const { t } = useTranslation('subscriptions');
  const paths = usePaths();
  return (
    <div className="lb-m-empty">
      <p>{text}</p>
      <Link to={paths.to('items')} className="lb-mbtn lb-mbtn--primary">
        {t('subscribe')}
      </Link>
    </div>
  );
}
