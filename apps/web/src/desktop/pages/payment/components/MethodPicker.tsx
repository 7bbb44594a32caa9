import type { ReactNode } from 'react';
import { Radio } from 'antd';
import { AlipayCircleFilled, WalletFilled, WechatFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { yuan } from '../../../../shared/catalogue/money.ts';
import type { PayMethod } from '../../../../shared/payments/types.ts';

interface Props {
  value: PayMethod | null;
  onChange(method: PayMethod): void;
  disabled?: boolean;
  /** Offer the balance (not for top-ups), with what it holds; short: shown with '(insufficient balance)', not selectable. */
  balance?: { fen: number | null; short: boolean } | null;
}

const ICONS: Record<PayMethod, ReactNode> = {
  alipay: <AlipayCircleFilled className="lb-pay-method__icon is-alipay" aria-hidden="true" />,
  wechat: <WechatFilled className="lb-pay-method__icon is-wechat" aria-hidden="true" />,
  balance: <WalletFilled className="lb-pay-method__icon is-balance" aria-hidden="true" />,
};

/** Payment method (spec §2, §8): Alipay, WeChat Pay and the account balance. */
export function MethodPicker({ value, onChange, disabled, balance }: Props) {
  const { t } = useTranslation('pay');
  const methods: PayMethod[] = balance ? ['alipay', 'wechat', 'balance'] : ['alipay', 'wechat'];
  return (
    <Radio.Group
      className="lb-pay-methods"
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as PayMethod)}
      aria-label={t('field.method')}
    >
      {methods.map((m) => {
        const short = m === 'balance' && !!balance?.short;
        return (
          <Radio key={m} value={m} disabled={short} className={short ? 'lb-pay-method is-short' : 'lb-pay-method'}>
            {ICONS[m]}
            <span className="lb-pay-method__name">{t(`method.${m}`)}</span>
            {m === 'balance' && balance && (
              <span className="lb-pay-method__balance">
                {balance.fen === null ? '' : yuan(balance.fen)}
                {short && <span className="lb-pay-method__short">{t('insufficient')}</span>}
              </span>
            )}
          </Radio>
        );
      })}
    </Radio.Group>
  );
}
