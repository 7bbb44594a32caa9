import { Button } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { yuan } from '../../../../shared/catalogue/money.ts';
import { listRequests } from '../../../../shared/fapiao/api/listRequests.ts';
import { fapiaoRoot } from '../../../../shared/fapiao/keys.ts';
import { cancellable } from '../../../../shared/fapiao/status.ts';
import { formatTime } from '../../../../shared/format.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { PagedList } from '../../../components/PagedList.tsx';
import { usePagedList } from '../../../components/usePagedList.ts';
import { PageHead } from '../components/PageHead.tsx';
import { StatusTag } from './StatusTag.tsx';
import { useCancel } from './useCancel.ts';
import '../../auth/auth.css';
import '../center.css';
import './fapiao.css';

/** Fapiao Management on a phone: the requests page by page, each opening its details; cancel while 1. */
export default function InvoiceManagePage() {
  const { t } = useTranslation('fapiao');
  const paths = usePaths();
  const { cancel, busy } = useCancel();
  const list = usePagedList([...fapiaoRoot, 'infinite'], listRequests);
  return (
    <div className="lb-m-page">
      <PageHead title={t('title')} back={paths.to('personalHome')} />
      <div className="lb-m-fp-top">
        <Link to={paths.to('invoiceApply')} className="lb-mbtn lb-mbtn--primary">
          {t('apply')}
        </Link>
        <Link to={paths.to('invoiceTitleManage')} className="lb-mbtn">
          {t('infos')}
        </Link>
      </div>
      <PagedList list={list} empty={<p className="lb-m-empty">{t('list.empty')}</p>}>
        <ul className="lb-m-cardlist">
          {list.items.map((r) => (
            <li key={r.requestNo} className="lb-m-fp-item">
              <Link to={paths.to('invoiceDetails', { id: r.requestNo })} className="lb-m-fp-item__link">
                <span className="lb-m-fp-item__main">
                  <span className="lb-m-fp-item__head">
                    <strong className="lb-m-fp-item__amount">{yuan(r.totalFen)}</strong>
                    <StatusTag {...r} />
                  </span>
                  <span className="lb-m-fp-item__meta">
                    {t('list.requestNo')} <span className="lb-m-fp-mono">{r.requestNo}</span>
                  </span>
                  <span className="lb-m-fp-item__meta">
                    {t('list.time')} {formatTime(r.createdAt)} · {r.title}
                  </span>
                </span>
                <RightOutline aria-hidden="true" className="lb-m-fp-item__arrow" />
              </Link>
              {cancellable(r.status) && (
                <div className="lb-m-fp-item__actions">
                  <Button size="small" color="danger" fill="outline" loading={busy === r.requestNo} onClick={() => void cancel(r.requestNo)}>
                    {t('action.cancel')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      </PagedList>
    </div>
  );
}
