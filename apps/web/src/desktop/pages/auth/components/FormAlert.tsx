import { Alert } from 'antd';

/** A refusal about the whole attempt (wrong credentials, a locked account), above the form. */
export function FormAlert({ text, onClose }: { text: string | null; onClose?: () => void }) {
  if (!text) return null;
  return <Alert className="lb-form-alert" style={{ marginBottom: 18 }} type="error" showIcon title={text} role="alert" closable={onClose ? { onClose } : false} />;
}
