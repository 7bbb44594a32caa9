import { useState } from 'react';
import { Button, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PurchasedTemplate } from '@lexbridge/contract/api/subscriptions';
import { formatTime } from '../../../../shared/format.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { usePurchasedTemplates } from '../../../../shared/subscriptions/api/listPurchasedTemplates.ts';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { SubsTable } from './SubsTable.tsx';
import { useStartDocument } from './useStartDocument.ts';

const PAGE_SIZE = 10;

/** Templates bought on their own: contract name, subscription time, usage status and the way to use (or open) it. */
export function TemplateTable() {
  const { t } = useTranslation('subscriptions');
  const lang = useLang();
  const paths = usePaths();
  const start = useStartDocument();
  const [page, setPage] = useState(1);
  const list = usePurchasedTemplates(page, PAGE_SIZE);
  const name = (x: PurchasedTemplate) => (lang === 'en' ? x.nameEn : x.nameCn);

  return (
    <SubsTable<PurchasedTemplate>
      list={list}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      empty={t('empty.templates')}
      columns={[
        {
          key: 'name',
          title: t('col.contractName'),
          render: (_, x) => (
            <Link to={paths.to('template', { templateId: x.templateId })} className="lb-subs-name">
              {name(x)}
            </Link>
          ),
        },
        { key: 'time', title: t('col.purchasedAt'), width: 170, render: (_, x) => formatTime(x.purchasedAt) },
        {
          key: 'usage',
          title: t('col.usage'),
          width: 130,
          render: (_, x) => <Tag color={x.usage === 'used' ? 'default' : 'success'}>{t(`usage.${x.usage}`)}</Tag>,
        },
        {
          key: 'actions',
          title: t('col.actions'),
          width: 190,
          render: (_, x) =>
            x.usage === 'unused' ? (
              <Button size="small" type="primary" onClick={() => start(x.templateId, x.built)} aria-label={`${t('action.create')}: ${name(x)}`}>
                {t('action.create')}
              </Button>
            ) : x.contractId !== null ? (
              <LinkButton size="small" to={paths.to('productionsFinish', { id: x.contractId })} aria-label={`${t('action.viewContract')}: ${name(x)}`}>
                {t('action.viewContract')}
              </LinkButton>
            ) : (
              <LinkButton size="small" to={paths.to('template', { templateId: x.templateId })}>
                {t('action.details')}
              </LinkButton>
            ),
        },
      ]}
    >
      {list.data && <p className="lb-muted lb-subs-foot">{t('total', { count: list.data.total })}</p>}
    </SubsTable>
  );
}
