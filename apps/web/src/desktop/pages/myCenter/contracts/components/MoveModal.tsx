import { useEffect, useState } from 'react';
import { Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContractGroup } from '@lexbridge/contract/api/drafting';

interface Props {
  open: boolean;
  groups: ContractGroup[];
  count: number;
  onMove(groupId: number | null): Promise<unknown>;
  onClose(): void;
}

const DEFAULT = 'default';

/** Picks the group the selected contracts move to; no pick → 'Please select groups' (spec §5). */
export function MoveModal({ open, groups, count, onMove, onClose }: Props) {
  const { t } = useTranslation('drafting');
  const [target, setTarget] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setTarget(undefined);
      setError(null);
    }
  }, [open]);
  const submit = async () => {
    if (!target) {
      setError(t('contracts.selectGroups'));
      return;
    }
    setBusy(true);
    try {
      await onMove(target === DEFAULT ? null : Number(target));
      onClose();
    } catch {
      /* shown by the client */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={t('contracts.moveTitle', { count })} onOk={() => void submit()} onCancel={onClose} confirmLoading={busy} okText={t('contracts.move')} cancelText={t('name.cancel')} destroyOnHidden>
      <label className="lb-name-modal__label" htmlFor="lb-move-group">
        {t('contracts.moveTo')}
      </label>
      <Select
        id="lb-move-group"
        className="lb-move__select"
        value={target}
        placeholder={t('contracts.pickGroup')}
        showSearch={{ optionFilterProp: 'label' }}
        status={error ? 'error' : undefined}
        aria-describedby={error ? 'lb-move-error' : undefined}
        onChange={(v) => {
          setTarget(v);
          setError(null);
        }}
        options={groups.map((g) => ({ value: g.isDefault || g.id === null ? DEFAULT : String(g.id), label: g.isDefault || g.id === null ? t('groups.default') : g.name }))}
      />
      {error && (
        <p id="lb-move-error" className="lb-q__error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
