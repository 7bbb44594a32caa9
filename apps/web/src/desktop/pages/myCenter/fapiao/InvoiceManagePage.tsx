import { useState } from 'react';
import { Button, Popconfirm, Table } from 'antd';
import { AuditOutlined, IdcardOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { yuan } from '../../../../shared/catalogue/money.ts';
import { useFapiaoRequests, type RequestItem } from '../../../../shared/fapiao/api/listRequests.ts';
import { cancellable } from '../../../../shared/fapiao/status.ts';
import { formatTime } from '../../../../shared/format.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { tablePaging } from '../../../components/tablePaging.ts';
import { Failed, Nothing } from '../../catalogue/components/LoadState.tsx';
import { CenterLayout } from '../components/CenterLayout.tsx';
import { StatusCell } from './StatusCell.tsx';
import { useCancelRequest } from './useCancelRequest.ts';
import '../../catalogue/styles/base.css';
import './fapiao.css';

const PAGE_SIZE = 10;

/** Fapiao Management: the requests (number, total amount, request time, status) with details and cancel. */
export default function InvoiceManagePage() {
  const { t } = useTranslation('fapiao');
  const paths = usePaths();
  const [page, setPage] = useState(1);
  const list = useFapiaoRequests(page, PAGE_SIZE);
  const { cancel, busy } = useCancelRequest();
  const details = (no: string) => paths.to('invoiceDetails', { id: no });

  const actions = (
    <span className="lb-fp-actions">
      <LinkButton icon={<IdcardOutlined aria-hidden="true" />} to={paths.to('invoiceTitleManage')}>
        {t('infos')}
      </LinkButton>
      <LinkButton type="primary" icon={<AuditOutlined aria-hidden="true" />} to={paths.to('invoiceApply')}>
        {t('apply')}
      </LinkButton>
    </span>
  );

  return (
    <CenterLayout active="invoiceManage" title={t('title')} actions={actions}>
      <div className="lb-center-card">
        {list.isError ? (
          <Failed onRetry={() => void list.refetch()} />
        ) : list.data && list.data.total === 0 ? (
          <Nothing text={t('list.empty')}>
            <LinkButton type="primary" to={paths.to('invoiceApply')}>
              {t('apply')}
            </LinkButton>
          </Nothing>
        ) : (
          <Table<RequestItem>
            rowKey="requestNo"
            loading={list.isPending}
            dataSource={list.data?.list ?? []}
            pagination={tablePaging(page, PAGE_SIZE, list.data?.total ?? 0, setPage)}
            columns={[
              {
                key: 'no',
                title: t('list.requestNo'),
                width: 220,
                render: (_, r) => (
                  <Link to={details(r.requestNo)} className="lb-fp-mono">
                    {r.requestNo}
                  </Link>
                ),
              },
              { key: 'total', title: t('list.total'), align: 'right', width: 120, render: (_, r) => yuan(r.totalFen) },
              { key: 'time', title: t('list.time'), width: 160, render: (_, r) => formatTime(r.createdAt) },
              { key: 'status', title: t('list.status'), render: (_, r) => <StatusCell {...r} /> },
              {
                key: 'actions',
                title: t('list.actions'),
                width: 170,
                render: (_, r) => (
                  <span className="lb-fp-actions">
                    <LinkButton size="small" to={details(r.requestNo)} aria-label={`${t('action.details')}: ${r.requestNo}`}>
                      {t('action.details')}
                    </LinkButton>
                    {cancellable(r.status) && (
                      <Popconfirm title={t('action.cancelConfirm')} okText={t('action.cancel')} cancelText={t('action.keep')} onConfirm={() => cancel(r.requestNo)}>
                        <Button size="small" danger loading={busy === r.requestNo} aria-label={`${t('action.cancel')}: ${r.requestNo}`}>
                          {t('action.cancel')}
                        </Button>
                      </Popconfirm>
                    )}
                  </span>
                ),
              },
            ]}
          />
        )}
      </div>
    </CenterLayout>
  );
}
