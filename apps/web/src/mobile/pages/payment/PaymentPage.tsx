import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageParams } from '../../../routes/pageContext.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { useOrders } from '../../../shared/payments/api/listOrders.ts';
import { isPayable } from '../../../shared/payments/labels.ts';
import { parsePaymentTarget } from '../../../shared/payments/paymentTarget.ts';
import { PageHead } from '../myCenter/components/PageHead.tsx';
import { PayOrder } from './PayOrder.tsx';
import { PcOnlyNotice } from './PcOnlyNotice.tsx';
import '../auth/auth.css';
import './payment.css';

/** A contract's unpaid order, opened on a PC: the phone may pay it (spec: pay an existing unpaid order). */
function ContractOrder({ contractId }: { contractId: string }) {
  const { t } = useTranslation(['pay', 'drafting']);
  const paths = usePaths();
  const orders = useOrders({ kind: 'contract', pageNo: 1, pageSize: 50 });
  if (orders.isPending) {
    return (
      <p className="lb-m-empty" role="status">
        {t('common:paging.loading')}
      </p>
    );
  }
  const open = (orders.data?.list ?? []).find((o) => o.itemRef === contractId && isPayable(o));
  if (open) return <PayOrder orderNo={open.orderNo} />;
  return <PcOnlyNotice text={t('drafting:mobile.unpaidNotice')} back={{ to: paths.to('myContractView', { id: contractId }), label: t('pay:mobile.toContract') }} />;
}

/**
 * payment/{id}/{type?} on a phone. An existing order (`order`, id = order number) or the open order of a contract is
 * paid here through Alipay's mobile-web payment or WeChat Pay's H5 payment (or the balance); packages and templates
 * are bought on a PC (spec §5), which the page says.
 */
export default function PaymentPage() {
  const { t } = useTranslation(['pay', 'catalogue']);
  const paths = usePaths();
  const { id = '', type } = usePageParams();
  const target = parsePaymentTarget(id, type);

  let body;
  if (!target) {
    body = (
      <div className="lb-m-card">
        <p>{t('page.unknown')}</p>
        <Link to={paths.to('paymentRecords')} className="lb-mbtn lb-mbtn--primary lb-mbtn--block">
          {t('page.toHistory')}
        </Link>
      </div>
    );
  } else if (target.type === 'order') body = <PayOrder orderNo={target.id} />;
  else if (target.type === 'contract') body = <ContractOrder contractId={target.id} />;
  else {
    const back = target.type === 'package' ? paths.to('production', { id: target.id }) : paths.to('template', { templateId: target.id });
    body = <PcOnlyNotice text={t('catalogue:notice.pcOnlyPurchase')} back={{ to: back, label: t('pay:mobile.backToItem') }} />;
  }
  return (
    <div className="lb-m-page">
      <PageHead title={t('page.title')} back={paths.to('paymentRecords')} />
      {body}
    </div>
  );
}
