import { ExclamationCircleFill } from 'antd-mobile-icons';

/** A refusal about the whole attempt (wrong credentials, a locked account), above the form. */
export function FormAlert({ text, tone = 'error' }: { text: string | null; tone?: 'error' | 'success' }) {
  if (!text) return null;
  return (
    <div className={`lb-m-alert is-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {tone === 'error' && <ExclamationCircleFill aria-hidden="true" />}
      <span>{text}</span>
    </div>
  );
}
