import { useTranslation } from 'react-i18next';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { Nothing } from '../../catalogue/components/LoadState.tsx';

/** An empty My Subscriptions tab: what is missing, and Subscribe Now to the pricing page. */
export function NoSubscriptions({ text }: { text: string }) {
  const { t } = useTranslation('subscriptions');
  const paths = usePaths();
  return (
    <Nothing text={text}>
      <LinkButton type="primary" to={paths.to('items')}>
        {t('subscribe')}
      </LinkButton>
    </Nothing>
  );
}
