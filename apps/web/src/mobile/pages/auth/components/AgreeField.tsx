import { Checkbox, Form } from 'antd-mobile';
import { Link } from 'react-router';
import { Trans } from 'react-i18next';
import type { ValidatorRule } from '../../../../shared/account/form/schemaRules.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';

/** "I have read and agree to the service agreement"; the agreement opens in a new tab so the form is kept. */
export function AgreeField({ rule }: { rule: ValidatorRule }) {
  const paths = usePaths();
  return (
    <Form.Item name="agree" valuePropName="checked" rules={[rule]} validateTrigger="onChange">
      <Checkbox className="lb-m-agree">
        <Trans
          ns="auth"
          i18nKey="agree.text"
          components={{ terms: <Link className="lb-inline-link" to={`${paths.to('statement')}?type=terms`} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()} /> }}
        />
      </Checkbox>
    </Form.Item>
  );
}
