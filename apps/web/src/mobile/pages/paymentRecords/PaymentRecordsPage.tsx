import { Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { yuan } from '../../../shared/catalogue/money.ts';
import { formatTime } from '../../../shared/format.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { listOrders, ordersKey } from '../../../shared/payments/api/listOrders.ts';
import { isPayable, productName, STATUS_TONE, statusKey, type ShownStatus, type StatusTone } from '../../../shared/payments/labels.ts';
import { PagedList } from '../../components/PagedList.tsx';
import { usePagedList } from '../../components/usePagedList.ts';
import { PageHead } from '../myCenter/components/PageHead.tsx';
import '../auth/auth.css';
import '../myCenter/center.css';
import '../payment/payment.css';
import './records.css';

const TAG: Record<StatusTone, string> = { good: 'success', bad: 'danger', attention: 'warning', active: 'primary', neutral: 'default' };

/** Payment History on a phone: the orders page by page; an unpaid open order can be paid from here. */
export default function PaymentRecordsPage() {
  const { t } = useTranslation('pay');
  const lang = useLang();
  const paths = usePaths();
  const list = usePagedList([...ordersKey(), 'infinite'], (pageNo, pageSize) => listOrders({ pageNo, pageSize }));
  const now = Date.now();
  return (
    <div className="lb-m-page">
      <PageHead
        title={t('records.title')}
        back={paths.to('personalHome')}
        extra={
          <Link to={paths.to('recharge')} className="lb-m-records__topup">
            {t('records.topup')}
          </Link>
        }
      />
      <PagedList list={list} empty={<p className="lb-m-empty">{t('records.empty')}</p>}>
        <ul className="lb-m-records">
          {list.items.map((o) => (
            <li key={o.orderNo} className="lb-m-card lb-m-record">
              <div className="lb-m-record__top">
                <strong className="lb-m-record__name">{productName(o, lang)}</strong>
                <Tag color={TAG[STATUS_TONE[o.status as ShownStatus] ?? 'neutral']} fill="outline">
                  {t(statusKey(o.status))}
                </Tag>
              </div>
              <p className="lb-m-muted lb-m-record__meta">
                {t(`kind.${o.kind}`)} · {o.method ? t(`method.${o.method}`) : t('records.noMethod')} · {formatTime(o.createdAt)}
              </p>
              <div className="lb-m-record__bottom">
                <span className="lb-m-record__no">{t('records.orderNo', { no: o.orderNo })}</span>
                <strong className="lb-m-record__amount">{yuan(o.amountFen)}</strong>
              </div>
              {isPayable(o, now) && (
                <Link to={paths.to('payment', { id: o.orderNo, type: 'order' })} className="lb-mbtn lb-mbtn--primary lb-mbtn--block lb-m-record__pay" aria-label={t('records.payOf', { no: o.orderNo })}>
                  {t('records.pay')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </PagedList>
    </div>
  );
}
