import { useEffect, useState } from 'react';
import { Button, Checkbox, Form, Input, Radio, Space, Toast } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProfileRules } from '../../../shared/account/hooks/useProfileRules.ts';
import { useFormErrors } from '../../../shared/account/hooks/useFormErrors.ts';
import { industryOptions, locationKindOptions, orgTypeOptions, provinceOptions, transactionTypeOptions } from '../../../shared/account/profileOptions.ts';
import { profileFormValues, profileInput, useSaveProfile } from '../../../shared/account/useSaveProfile.ts';
import { useCurrentUser } from '../../../shared/api/users/getCurrentUser.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { FormAlert } from '../auth/components/FormAlert.tsx';
import { NativeSelect } from '../auth/components/NativeSelect.tsx';
import { PageHead } from './components/PageHead.tsx';
import '../auth/auth.css';
import './center.css';

const FIELDS = ['name', 'account', 'email', 'orgType', 'orgName', 'locationKind', 'province', 'city', 'country', 'industry', 'position', 'transactionTypes', 'lawyerName', 'lawyerEmail'] as const;

/** Account Settings, mobile: sign-in details and the profile form of spec §3. */
export default function SetPage() {
  const { t } = useTranslation('center');
  const paths = usePaths();
  const me = useCurrentUser();
  const [form] = Form.useForm();
  const { rule, locationRule } = useProfileRules(form);
  const errors = useFormErrors(form, FIELDS);
  const save = useSaveProfile();
  const [saving, setSaving] = useState(false);
  const [locationKind, setLocationKind] = useState<string>('china');
  const user = me.data?.user;
  const base = me.data?.baseUser;
  const tc = (k: string) => t(k);

  useEffect(() => {
    if (!user) return;
    const values = profileFormValues(user);
    form.setFieldsValue(values);
    setLocationKind(String(values.locationKind));
  }, [user, form]);

  const submit = async (v: Record<string, unknown>) => {
    setSaving(true);
    errors.clearAlert();
    try {
      await save(profileInput(v));
      Toast.show({ icon: 'success', content: t('set.saved') });
    } catch (e) {
      errors.show(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="lb-m-page">
      <PageHead title={t('menu.set')} back={paths.to('personalHome')} />

      <section className="lb-m-card lb-m-card--flush" aria-labelledby="lb-m-signin">
        <h2 id="lb-m-signin" className="lb-m-card__title lb-m-card__title--pad">
          {t('set.signIn')}
        </h2>
        <ul className="lb-m-menu">
          <li className="lb-m-menu__item is-static">
            <span>{t('set.phone')}</span>
            <span className="lb-m-menu__value">{user?.phone ? `+${user.countryCode ?? ''} ${user.phone}` : t('set.noPhone')}</span>
          </li>
          <li>
            <Link to={paths.to('modifyPass')} className="lb-m-menu__item">
              <span>{t('set.changePassword')}</span>
              <span className="lb-m-menu__value">{base?.hasPassword ? t('set.passwordSet') : t('set.passwordNotSet')}</span>
            </Link>
          </li>
          <li>
            <Link to={paths.to('bindWx')} className="lb-m-menu__item">
              <span>{t('set.wechat')}</span>
              <span className="lb-m-menu__value">{base?.unionid ? t('set.wechatBound', { name: base.wxNickname || '' }) : t('set.wechatUnbound')}</span>
            </Link>
          </li>
        </ul>
      </section>

      <section className="lb-m-card lb-m-card--flush" aria-labelledby="lb-m-profile">
        <h2 id="lb-m-profile" className="lb-m-card__title lb-m-card__title--pad">
          {t('set.profile')}
        </h2>
        <FormAlert text={errors.alert} />
        <Form
          form={form}
          name="profile"
          layout="vertical"
          validateTrigger="onBlur"
          initialValues={profileFormValues(undefined)}
          onFinish={submit}
          onValuesChange={(changed: Record<string, unknown>) => {
            if ('locationKind' in changed) setLocationKind(String(changed.locationKind));
          }}
          footer={
            <Button block color="primary" size="large" type="submit" loading={saving} disabled={me.isPending}>
              {t('set.save')}
            </Button>
          }
        >
          <Form.Item name="name" label={t('field.name')} rules={[rule('name')]} required>
            <Input autoComplete="name" maxLength={20} />
          </Form.Item>
          <Form.Item name="account" label={t('field.account')} rules={[rule('account')]} description={t('set.accountHint')}>
            <Input autoComplete="username" maxLength={20} />
          </Form.Item>
          <Form.Item name="email" label={t('field.email')} rules={[rule('email')]}>
            <Input type="email" autoComplete="email" maxLength={100} />
          </Form.Item>
          <Form.Item name="orgType" label={t('field.orgType')} rules={[rule('orgType')]} validateTrigger="onChange" required>
            <NativeSelect options={orgTypeOptions(tc)} placeholder={t('set.choose')} />
          </Form.Item>
          <Form.Item name="orgName" label={t('field.orgName')} rules={[rule('orgName')]} required>
            <Input autoComplete="organization" maxLength={100} />
          </Form.Item>
          <Form.Item name="position" label={t('field.position')} rules={[rule('position')]} required>
            <Input autoComplete="organization-title" maxLength={20} />
          </Form.Item>
          <Form.Item name="locationKind" label={t('field.locationKind')} rules={[rule('locationKind')]} validateTrigger="onChange" required>
            <Radio.Group>
              <Space direction="vertical">
                {locationKindOptions(tc).map((o) => (
                  <Radio key={o.value} value={o.value}>
                    {o.label}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
          {locationKind === 'other' ? (
            <Form.Item name="country" label={t('field.country')} rules={[rule('country')]} required>
              <Input autoComplete="country-name" maxLength={100} />
            </Form.Item>
          ) : (
            <>
              <Form.Item name="province" label={t('field.province')} rules={[locationRule('province')]} validateTrigger="onChange" required>
                <NativeSelect options={provinceOptions(tc, user?.province)} placeholder={t('set.choose')} />
              </Form.Item>
              <Form.Item name="city" label={t('field.city')} rules={[locationRule('city')]} required>
                <Input autoComplete="address-level2" maxLength={20} />
              </Form.Item>
            </>
          )}
          <Form.Item name="industry" label={t('field.industry')} rules={[rule('industry')]} validateTrigger="onChange" required>
            <NativeSelect options={industryOptions(tc)} placeholder={t('set.choose')} />
          </Form.Item>
          <Form.Item name="transactionTypes" label={t('field.transactionTypes')} rules={[rule('transactionTypes')]} validateTrigger="onChange" required>
            <Checkbox.Group>
              <Space direction="vertical">
                {transactionTypeOptions(tc).map((o) => (
                  <Checkbox key={o.value} value={o.value}>
                    {o.label}
                  </Checkbox>
                ))}
              </Space>
            </Checkbox.Group>
          </Form.Item>
          <Form.Item name="lawyerName" label={t('field.lawyerName')} rules={[rule('lawyerName')]}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="lawyerEmail" label={t('field.lawyerEmail')} rules={[rule('lawyerEmail')]}>
            <Input type="email" maxLength={100} />
          </Form.Item>
        </Form>
      </section>
    </div>
  );
}
