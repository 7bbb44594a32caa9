import { CheckOutlined, CloudUploadOutlined, LoadingOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from '../../../../shared/drafting/useAutosave.ts';
import { formatTime } from '../../../../shared/format.ts';

/** Saved / saving / not saved, announced politely to screen readers. */
export function SaveIndicator({ status, savedAt }: { status: SaveStatus; savedAt: number | null }) {
  const { t } = useTranslation('drafting');
  const icon = { saved: <CheckOutlined />, pending: <CloudUploadOutlined />, saving: <LoadingOutlined />, error: <WarningOutlined /> }[status];
  const text = status === 'saved' ? (savedAt ? t('save.savedAt', { time: formatTime(savedAt).slice(11) }) : t('save.saved')) : t(`save.${status}`);
  return (
    <span className={`lb-save is-${status}`} role="status" aria-live="polite">
      <span aria-hidden="true">{icon}</span> {text}
    </span>
  );
}
