import { useState } from 'react';
import { Modal, Segmented, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LayoutName } from '@lexbridge/contract/api/drafting';
import { useContractPreview } from '../../../../../shared/drafting/api/previewContract.ts';
import { LAYOUT_CHOICES } from '../../../../../shared/drafting/layouts.ts';
import '../../../../../shared/drafting/preview.css';

interface Props {
  contractId: number | null;
  title: string;
  version?: number;
  initialLayout: LayoutName;
  onClose(): void;
}

/** A generated contract as the engine renders it, in the chosen layout (paid contracts only; the server says so). */
export function PreviewModal({ contractId, title, version, initialLayout, onClose }: Props) {
  const { t } = useTranslation('drafting');
  const [layout, setLayout] = useState<LayoutName>(initialLayout);
  const preview = useContractPreview(contractId, layout, version);
  return (
    <Modal open={contractId !== null} title={version ? t('contracts.previewVersion', { name: title, version }) : title} onCancel={onClose} footer={null} width={1080} destroyOnHidden>
      <div className="lb-preview-modal__bar">
        <Segmented<LayoutName> size="small" aria-label={t('layout.label')} value={layout} onChange={setLayout} options={LAYOUT_CHOICES.map((l) => ({ value: l, label: t(`layout.${l}`) }))} />
      </div>
      {preview.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : preview.data ? (
        <div className="lb-preview-modal__doc" dangerouslySetInnerHTML={{ __html: preview.data.html }} />
      ) : (
        <p className="lb-muted">{t('contracts.previewFailed')}</p>
      )}
    </Modal>
  );
}
