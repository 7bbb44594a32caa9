import { useState } from 'react';
import { Button, Space } from 'antd';
import { FilePdfOutlined, FileWordOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DownloadFormat, LayoutName } from '@lexbridge/contract/api/drafting';
import { downloadContract } from '../../../../../shared/drafting/api/downloadContract.ts';
import { notifyInfo } from '../../../../../shared/api/notifier.ts';

/** Word and PDF downloads of a paid contract in one layout; the saved file keeps the server's (Chinese) name. */
export function DownloadButtons({ contractId, layout, version, size }: { contractId: number; layout: LayoutName; version?: number; size?: 'small' | 'middle' | 'large' }) {
  const { t } = useTranslation('drafting');
  const [busy, setBusy] = useState<DownloadFormat | null>(null);
  const get = async (format: DownloadFormat) => {
    setBusy(format);
    try {
      const name = await downloadContract(contractId, format, layout, version);
      notifyInfo(t('contracts.downloaded', { name }), 3_000);
    } catch {
      /* the client has shown the refusal */
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space wrap>
      <Button size={size} icon={<FileWordOutlined aria-hidden="true" />} loading={busy === 'docx'} onClick={() => void get('docx')}>
        {t('contracts.downloadDocx')}
      </Button>
      <Button size={size} icon={<FilePdfOutlined aria-hidden="true" />} loading={busy === 'pdf'} onClick={() => void get('pdf')}>
        {t('contracts.downloadPdf')}
      </Button>
    </Space>
  );
}
