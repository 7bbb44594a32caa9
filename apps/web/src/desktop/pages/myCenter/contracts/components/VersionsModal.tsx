import { useState } from 'react';
import { Button, Modal, Space, Table, Tag } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ContractItem, LayoutName } from '@lexbridge/contract/api/drafting';
import { useContract } from '../../../../../shared/drafting/api/getContract.ts';
import { formatTime } from '../../../../../shared/format.ts';
import { DownloadButtons } from './DownloadButtons.tsx';
import { PreviewModal } from './PreviewModal.tsx';

interface Props {
  contract: ContractItem | null;
  layout: LayoutName;
  onRevise(c: ContractItem): void;
  onClose(): void;
}

/** Version history: each version's number and answer time, its preview and files, and 'Revise contract'. */
export function VersionsModal({ contract, layout, onRevise, onClose }: Props) {
  const { t } = useTranslation('drafting');
  const detail = useContract(contract?.id);
  const [viewing, setViewing] = useState<number | null>(null);
  const versions = [...(detail.data?.versions ?? [])].sort((a, b) => b.version - a.version);
  const latest = versions[0]?.version;
  return (
    <Modal
      open={contract !== null}
      title={t('versions.title', { name: contract?.name ?? '' })}
      onCancel={onClose}
      width={820}
      destroyOnHidden
      footer={
        contract && (
          <Button type="primary" icon={<EditOutlined aria-hidden="true" />} onClick={() => onRevise(contract)}>
            {t('versions.revise')}
          </Button>
        )
      }
    >
      <Table
        size="small"
        rowKey="version"
        loading={detail.isPending}
        dataSource={versions}
        pagination={false}
        columns={[
          {
            key: 'version',
            title: t('versions.version'),
            render: (_, v) => (
              <Space>
                {t('versions.number', { version: v.version })}
                {v.version === latest && <Tag color="blue">{t('versions.latest')}</Tag>}
              </Space>
            ),
          },
          { key: 'answeredAt', title: t('versions.answeredAt'), render: (_, v) => formatTime(v.answeredAt) },
          {
            key: 'actions',
            title: t('contracts.actions'),
            render: (_, v) =>
              contract?.paid ? (
                <Space wrap>
                  <Button size="small" icon={<EyeOutlined aria-hidden="true" />} onClick={() => setViewing(v.version)}>
                    {t('contracts.preview')}
                  </Button>
                  <DownloadButtons contractId={contract.id} layout={layout} version={v.version} size="small" />
                </Space>
              ) : (
                <span className="lb-muted">{t('contracts.unpaidShort')}</span>
              ),
          },
        ]}
      />
      {viewing !== null && contract && <PreviewModal contractId={contract.id} title={contract.name} version={viewing} initialLayout={layout} onClose={() => setViewing(null)} />}
    </Modal>
  );
}
