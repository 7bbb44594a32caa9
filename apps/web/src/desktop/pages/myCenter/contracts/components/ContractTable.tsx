import { Button, Dropdown, Space, Table, Tag } from 'antd';
import { DownOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ContractItem } from '@lexbridge/contract/api/drafting';
import { formatFen, formatTime } from '../../../../../shared/format.ts';
import { useLang } from '../../../../../shared/hooks/useLang.ts';

export type RowAction = 'preview' | 'docx' | 'pdf' | 'pay' | 'revise' | 'copy' | 'versions' | 'rename' | 'move' | 'delete';

interface Props {
  rows: ContractItem[];
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  onPage(p: number): void;
  selected: number[];
  onSelect(ids: number[]): void;
  onAction(action: RowAction, c: ContractItem): void;
}

/** The contracts of a group: name, package or category, time, version, paid, and what can be done with each. */
export function ContractTable({ rows, loading, total, page, pageSize, onPage, selected, onSelect, onAction }: Props) {
  const { t } = useTranslation('drafting');
  const lang = useLang();
  return (
    <Table<ContractItem>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={rows}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys as number[]), columnWidth: 44 }}
      pagination={total > pageSize ? { current: page, pageSize, total, onChange: onPage, showSizeChanger: false } : false}
      locale={{ emptyText: t('contracts.empty') }}
      scroll={{ x: 840 }}
      columns={[
        {
          key: 'name',
          title: t('contracts.name'),
          render: (_, c) => (
            <div className="lb-contract-name">
              <strong>{c.name}</strong>
              <span className="lb-muted">
                {lang === 'en' ? c.templateNameEn : c.templateNameCn}
                {c.scene ? ` · ${t(`scene.${c.scene}`)}` : ''}
              </span>
              <span className="lb-muted">
                {t('versions.number', { version: c.version })}
              </span>
            </div>
          ),
        },
        {
          key: 'source',
          title: t('contracts.source'),
          width: 150,
          render: (_, c) => (c.packageId ? (lang === 'en' ? c.packageNameEn : c.packageNameCn) : c.classifyId ? t(`category.${c.classifyId}`, { defaultValue: c.classifyId }) : '—'),
        },
        { key: 'time', title: t('contracts.time'), width: 140, render: (_, c) => formatTime(c.updatedAt) },
        {
          key: 'paid',
          title: t('contracts.payment'),
          width: 100,
          render: (_, c) => (c.paid ? <Tag color="green">{t('contracts.paid')}</Tag> : <Tag color="gold">{t('contracts.unpaidPrice', { price: formatFen(c.priceFen) })}</Tag>),
        },
        {
          key: 'actions',
          title: t('contracts.actions'),
          width: 224,
          render: (_, c) => (
            <Space size={4} wrap>
              {c.paid ? (
                <>
                  <Button size="small" icon={<EyeOutlined aria-hidden="true" />} onClick={() => onAction('preview', c)}>
                    {t('contracts.preview')}
                  </Button>
                  <Dropdown
                    trigger={['click']}
                    menu={{
                      items: [
                        { key: 'docx', label: t('contracts.downloadDocx') },
                        { key: 'pdf', label: t('contracts.downloadPdf') },
                      ],
                      onClick: ({ key }) => onAction(key as RowAction, c),
                    }}
                  >
                    <Button size="small" aria-label={t('contracts.downloadOf', { name: c.name })}>
                      {t('contracts.download')} <DownOutlined aria-hidden="true" />
                    </Button>
                  </Dropdown>
                </>
              ) : (
                <Button size="small" type="primary" ghost onClick={() => onAction('pay', c)}>
                  {t('contracts.previewUponPayment')}
                </Button>
              )}
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    { key: 'revise', label: t('contracts.revise') },
                    { key: 'copy', label: t('contracts.copy') },
                    { key: 'versions', label: t('contracts.versions') },
                    { key: 'rename', label: t('contracts.rename') },
                    { key: 'move', label: t('contracts.moveOne') },
                    { type: 'divider' },
                    { key: 'delete', label: t('contracts.delete'), danger: true },
                  ],
                  onClick: ({ key }) => onAction(key as RowAction, c),
                }}
              >
                <Button size="small" aria-label={t('contracts.moreOf', { name: c.name })}>
                  {t('contracts.more')} <DownOutlined aria-hidden="true" />
                </Button>
              </Dropdown>
            </Space>
          ),
        },
      ]}
    />
  );
}
