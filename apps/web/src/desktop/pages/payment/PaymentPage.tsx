import { Result, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageParams } from '../../../routes/pageContext.ts';
import { usePackage } from '../../../shared/catalogue/api/getPackage.ts';
import { useTemplate } from '../../../shared/catalogue/api/getTemplate.ts';
import { useContract } from '../../../shared/drafting/api/getContract.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { parsePaymentTarget, type PaymentTarget } from '../../../shared/payments/paymentTarget.ts';
import { usePayment } from '../../../shared/payments/usePayment.ts';
import type { PayItem } from '../../../shared/payments/types.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import { PayPanel } from './components/PayPanel.tsx';
import './payment.css';

/** The page a payment ends on when it is closed: the item it was for, or the payment history. */
function backPath(paths: ReturnType<typeof usePaths>, target: PaymentTarget): string {
  switch (target.type) {
    case 'package':
      return paths.to('production', { id: target.id });
    case 'template':
      return paths.to('template', { templateId: target.id });
    case 'contract':
      return paths.to('productionsFinish', { id: target.id });
    default:
      return paths.to('paymentRecords');
  }
}

function Panel({ item, back }: { item: PayItem; back: string }) {
  const navigate = useNavigate();
  const pay = usePayment(item);
  return <PayPanel pay={pay} onClose={() => navigate(back)} />;
}

/** The item a target names, once the catalogue or the contract has answered (null while loading or when it cannot be bought). */
function useItem(target: PaymentTarget | null): { item: PayItem | null; loading: boolean; paid: boolean } {
  const pkg = usePackage(target?.type === 'package' ? target.id : undefined);
  const tpl = useTemplate(target?.type === 'template' ? target.id : undefined);
  const contract = useContract(target?.type === 'contract' ? target.id : undefined);
  if (!target) return { item: null, loading: false, paid: false };
  switch (target.type) {
    case 'order':
      return { item: { kind: 'order', orderNo: target.id }, loading: false, paid: false };
    case 'package': {
      const p = pkg.data;
      return { item: p && !p.closed && p.priceFen > 0 ? { kind: 'package', packageId: p.id, nameCn: p.nameCn, nameEn: p.nameEn, amountFen: p.priceFen } : null, loading: pkg.isPending, paid: false };
    }
    case 'template': {
      const t = tpl.data;
      return { item: t && t.built && t.priceFen > 0 ? { kind: 'template', templateId: t.id, nameCn: t.nameCn, nameEn: t.nameEn, amountFen: t.priceFen } : null, loading: tpl.isPending, paid: false };
    }
    case 'contract': {
      const c = contract.data;
      return { item: c && !c.paid && c.priceFen > 0 ? { kind: 'contract', contractId: c.id, nameCn: c.name, nameEn: c.name, amountFen: c.priceFen } : null, loading: contract.isPending, paid: !!c?.paid };
    }
  }
}

/**
 * payment/{id}/{type?} on a PC: the payment dialog as a page, for a package (type omitted or `package`), a single
 * template, a generated contract, or an existing order (`order`, id = order number).
 */
export default function PaymentPage() {
  const { t } = useTranslation('pay');
  const paths = usePaths();
  const { id = '', type } = usePageParams();
  const target = parsePaymentTarget(id, type);
  const { item, loading, paid } = useItem(target);
  const back = target ? backPath(paths, target) : paths.to('paymentRecords');

  let body;
  if (loading) body = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (paid) body = <Result status="success" title={<h2 className="lb-pay-result__title">{t('page.alreadyPaid')}</h2>} extra={<LinkButton type="primary" to={back}>{t('action.downloadPage')}</LinkButton>} />;
  else if (!item || !target) body = <Result status="warning" title={<h2 className="lb-pay-result__title">{t('page.unknown')}</h2>} extra={<LinkButton type="primary" to={paths.to('paymentRecords')}>{t('page.toHistory')}</LinkButton>} />;
  else body = <Panel key={`${target.type}:${target.id}`} item={item} back={back} />;

  return (
    <div className="lb-container">
      <section className="lb-pay-page" aria-labelledby="lb-pay-page-title">
        <h1 id="lb-pay-page-title" className="lb-pay-page__title">
          {t('page.title')}
        </h1>
        {body}
      </section>
    </div>
  );
}
