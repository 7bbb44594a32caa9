import { useEffect, useState } from 'react';
import { Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  title: string;
  label: string;
  initial?: string;
  max: number;
  /** Resolves when saved; a rejection keeps the dialog open (the client has shown why). */
  onSubmit(name: string): Promise<unknown>;
  onClose(): void;
}

/** Asks for one name (a new group, a renamed group or contract), 1 to `max` characters. */
export function NameModal({ open, title, label, initial = '', max, onSubmit, onClose }: Props) {
  const { t } = useTranslation('drafting');
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setName(initial);
      setError(null);
    }
  }, [open, initial]);
  const submit = async () => {
    const v = name.trim();
    if (v.length < 1 || v.length > max) {
      setError(t('name.length', { max }));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(v);
      onClose();
    } catch {
      /* shown by the client; the dialog stays for a correction */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={title} onOk={() => void submit()} onCancel={onClose} confirmLoading={busy} okText={t('name.save')} cancelText={t('name.cancel')} destroyOnHidden>
      <label className="lb-name-modal__label" htmlFor="lb-name-input">
        {label}
      </label>
      <Input
        id="lb-name-input"
        autoFocus
        value={name}
        maxLength={max}
        showCount
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'lb-name-error' : undefined}
        onChange={(e) => {
          setName(e.target.value);
          setError(null);
        }}
        onPressEnter={() => void submit()}
      />
      {error && (
        <p id="lb-name-error" className="lb-q__error">
          {error}
        </p>
      )}
    </Modal>
  );
}
