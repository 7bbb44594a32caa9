import { Checkbox, Form } from 'antd';
import { Link } from 'react-router';
import { Trans } from 'react-i18next';
import type { ValidatorRule } from '../../../../shared/account/form/schemaRules.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';

/** "I have read and agree to the service agreement", the agreement opening in a new tab so the form is kept. */
export function AgreeField({ rule }: { rule: ValidatorRule }) {
  const paths = usePaths();
  return (
    <Form.Item name="agree" valuePropName="checked" rules={[rule]} validateTrigger="onChange">
      <Checkbox>
        <Trans
          ns="auth"
          i18nKey="agree.text"
          components={{ terms: <Link className="lb-inline-link" to={`${paths.to('statement')}?type=terms`} target="_blank" rel="noopener" /> }}
        />
      </Checkbox>
    </Form.Item>
  );
}
