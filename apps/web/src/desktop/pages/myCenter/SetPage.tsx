import { useEffect, useState } from 'react';
import { App, Button, Col, Form, Input, Radio, Row, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProfileRules } from '../../../shared/account/hooks/useProfileRules.ts';
import { useFormErrors } from '../../../shared/account/hooks/useFormErrors.ts';
import { industryOptions, locationKindOptions, orgTypeOptions, provinceOptions, transactionTypeOptions } from '../../../shared/account/profileOptions.ts';
import { profileFormValues, profileInput, useSaveProfile } from '../../../shared/account/useSaveProfile.ts';
import { useCurrentUser } from '../../../shared/api/users/getCurrentUser.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import { FormAlert } from '../auth/components/FormAlert.tsx';
import { CenterLayout } from './components/CenterLayout.tsx';
import { CheckboxGroupField } from './components/CheckboxGroupField.tsx';

const FIELDS = ['name', 'account', 'email', 'orgType', 'orgName', 'locationKind', 'province', 'city', 'country', 'industry', 'position', 'transactionTypes', 'lawyerName', 'lawyerEmail'] as const;

/** Account Settings: the sign-in details (phone, password, WeChat) and the profile form of spec §3. */
export default function SetPage() {
  const { t } = useTranslation(['center', 'auth']);
  const { message } = App.useApp();
  const paths = usePaths();
  const me = useCurrentUser();
  const [form] = Form.useForm();
  const { rule, locationRule } = useProfileRules(form);
  const errors = useFormErrors(form, FIELDS);
  const save = useSaveProfile();
  const [saving, setSaving] = useState(false);
  const locationKind = Form.useWatch('locationKind', form);
  const user = me.data?.user;
  const base = me.data?.baseUser;
  const tc = (k: string, o: Record<string, unknown> = {}) => t(`center:${k}`, o);

  useEffect(() => {
    if (user) form.setFieldsValue(profileFormValues(user));
  }, [user, form]);

  const options = {
    orgType: orgTypeOptions(tc),
    industry: industryOptions(tc),
    transaction: transactionTypeOptions(tc),
    location: locationKindOptions(tc),
    province: provinceOptions(tc, user?.province),
  };

  const submit = async (v: Record<string, unknown>) => {
    setSaving(true);
    errors.clearAlert();
    try {
      await save(profileInput(v));
      void message.success(tc('set.saved'));
    } catch (e) {
      errors.show(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <CenterLayout active="set" title={tc('menu.set')}>
      <section className="lb-center-card" aria-labelledby="lb-set-signin">
        <h2 id="lb-set-signin" className="lb-section-title">
          {tc('set.signIn')}
        </h2>
        {me.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <dl className="lb-signin">
            <div className="lb-signin__row">
              <dt>{tc('set.phone')}</dt>
              <dd>{user?.phone ? `+${user.countryCode ?? ''} ${user.phone}` : tc('set.noPhone')}</dd>
            </div>
            <div className="lb-signin__row">
              <dt>{tc('set.password')}</dt>
              <dd>
                {base?.hasPassword ? tc('set.passwordSet') : tc('set.passwordNotSet')}
                <LinkButton type="link" to={paths.to('modifyPass')}>
                  {tc('set.changePassword')}
                </LinkButton>
              </dd>
            </div>
            <div className="lb-signin__row">
              <dt>{tc('set.wechat')}</dt>
              <dd>
                {base?.unionid ? tc('set.wechatBound', { name: base.wxNickname || '' }) : tc('set.wechatUnbound')}
                <LinkButton type="link" to={paths.to('bindWx')}>
                  {tc('set.manageWechat')}
                </LinkButton>
              </dd>
            </div>
          </dl>
        )}
      </section>

      <section className="lb-center-card" aria-labelledby="lb-set-profile">
        <h2 id="lb-set-profile" className="lb-section-title">
          {tc('set.profile')}
        </h2>
        <p className="lb-muted">{tc('set.profileIntro')}</p>
        <FormAlert text={errors.alert} onClose={errors.clearAlert} />
        <Form form={form} name="profile" layout="vertical" validateTrigger="onBlur" initialValues={profileFormValues(undefined)} onFinish={submit} disabled={me.isPending}>
          <Row gutter={24}>
            <Col xs={24} md={12}>
              <Form.Item name="name" label={tc('field.name')} rules={[rule('name')]} required>
                <Input autoComplete="name" maxLength={20} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="account" label={tc('field.account')} rules={[rule('account')]} extra={tc('set.accountHint')}>
                <Input autoComplete="username" maxLength={20} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="email" label={tc('field.email')} rules={[rule('email')]}>
                <Input type="email" autoComplete="email" maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="position" label={tc('field.position')} rules={[rule('position')]} required>
                <Input autoComplete="organization-title" maxLength={20} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="orgType" label={tc('field.orgType')} rules={[rule('orgType')]} validateTrigger="onChange" required>
                <Select options={options.orgType} placeholder={tc('set.choose')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="orgName" label={tc('field.orgName')} rules={[rule('orgName')]} required>
                <Input autoComplete="organization" maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="locationKind" label={tc('field.locationKind')} rules={[rule('locationKind')]} validateTrigger="onChange" required>
                <Radio.Group options={options.location} />
              </Form.Item>
            </Col>
            {locationKind === 'other' ? (
              <Col xs={24} md={12}>
                <Form.Item name="country" label={tc('field.country')} rules={[rule('country')]} required>
                  <Input autoComplete="country-name" maxLength={100} />
                </Form.Item>
              </Col>
            ) : (
              <>
                <Col xs={24} md={12}>
                  <Form.Item name="province" label={tc('field.province')} rules={[locationRule('province')]} dependencies={['locationKind']} validateTrigger="onChange" required>
                    <Select options={options.province} showSearch={{ optionFilterProp: 'label' }} placeholder={tc('set.choose')} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="city" label={tc('field.city')} rules={[locationRule('city')]} dependencies={['locationKind']} required>
                    <Input autoComplete="address-level2" maxLength={20} />
                  </Form.Item>
                </Col>
              </>
            )}
            <Col xs={24} md={12}>
              <Form.Item name="industry" label={tc('field.industry')} rules={[rule('industry')]} validateTrigger="onChange" required>
                <Select options={options.industry} placeholder={tc('set.choose')} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="transactionTypes" label={tc('field.transactionTypes')} rules={[rule('transactionTypes')]} validateTrigger="onChange" required>
                <CheckboxGroupField options={options.transaction} label={tc('field.transactionTypes')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="lawyerName" label={tc('field.lawyerName')} rules={[rule('lawyerName')]}>
                <Input maxLength={20} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="lawyerEmail" label={tc('field.lawyerEmail')} rules={[rule('lawyerEmail')]}>
                <Input type="email" maxLength={100} />
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={saving}>
            {tc('set.save')}
          </Button>
        </Form>
      </section>
    </CenterLayout>
  );
}
