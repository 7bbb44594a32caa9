import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { yuan } from '../../../../shared/catalogue/money.ts';
import { draftPath } from '../../../../shared/catalogue/startDrafting.ts';
import { DEFAULT_LAYOUT } from '../../../../shared/drafting/layouts.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { productName } from '../../../../shared/payments/labels.ts';
import type { OrderView } from '../../../../shared/payments/types.ts';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { DownloadButtons } from '../../myCenter/contracts/components/DownloadButtons.tsx';

/**
 * Payment Successful (spec §4): a contract can be downloaded at once (or from its page, "Download Page"); a package
 * or template leads to drafting with it and to the subscriptions; a top-up says what was added. Finish closes.
 */
export function PaySuccess({ order, onFinish }: { order: OrderView; onFinish(): void }) {
  const { t } = useTranslation('pay');
  const lang = useLang();
  const paths = usePaths();
  const name = productName(order, lang);
  const finish = (
    <Button key="finish" type="primary" onClick={onFinish}>
      {t('action.finish')}
    </Button>
  );
  const extra = {
    contract: [
      <DownloadButtons key="files" contractId={Number(order.itemRef)} layout={DEFAULT_LAYOUT} />,
      <LinkButton key="page" to={paths.to('productionsFinish', { id: order.itemRef })} onClick={onFinish}>
        {t('action.downloadPage')}
      </LinkButton>,
      finish,
    ],
    package: [
      <LinkButton key="pkg" to={paths.to('production', { id: order.itemRef })} onClick={onFinish}>
        {t('success.viewTemplates')}
      </LinkButton>,
      <LinkButton key="subs" to={paths.to('order')} onClick={onFinish}>
        {t('success.subscriptions')}
      </LinkButton>,
      finish,
    ],
    template: [
      <LinkButton key="draft" to={draftPath(paths, lang, order.itemRef, null)} onClick={onFinish}>
        {t('success.startDrafting')}
      </LinkButton>,
      <LinkButton key="subs" to={paths.to('order')} onClick={onFinish}>
        {t('success.subscriptions')}
      </LinkButton>,
      finish,
    ],
    topup: [finish],
  }[order.kind];
  return (
    <Result
      className="lb-pay-result"
      status="success"
      title={<h2 className="lb-pay-result__title">{t('success.title')}</h2>}
      subTitle={t(`success.${order.kind}`, { name, amount: yuan(order.amountFen) })}
      extra={<div className="lb-pay-result__actions">{extra}</div>}
    />
  );
}
