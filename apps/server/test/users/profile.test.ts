import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, callOk } from '../helpers/api.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { loginByPassword, registerUser } from '../auth/flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

const profile = (over: Record<string, string | undefined> = {}) => ({
  name: '王五',
  orgType: 'fie',
  orgName: 'Example Trading (Shanghai) Co., Ltd.',
  locationKind: 'china',
  province: '上海',
  city: '上海',
  industry: 'manufacturing',
  position: 'Legal Counsel',
  transactionTypes: 'inbound,outbound',
  lawyerName: 'Lee',
  lawyerEmail: 'lee@lawfirm.example',
  ...over,
});

describe('POST /users/info', () => {
  test('a good form-urlencoded profile is saved and answered as the user view', async () => {
    const { token, phone } = await registerUser(t.app);
    const view = await callOk(t.app, 'POST', '/api/users/info', { token, form: profile({ account: `wang${phone.slice(-6)}`, email: `Wang${phone.slice(-6)}@Example.com` }) });
    expect(view).toMatchObject({
      name: '王五',
      orgType: 'fie',
      locationKind: 'china',
      province: '上海',
      country: null,
      transactionTypes: ['inbound', 'outbound'],
      phone: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
    });
    const me = await callOk(t.app, 'GET', '/api/users', { token });
    expect(me.user).toEqual(view);

    // Elsewhere than China: the country replaces province and city. Repeated keys work as lists too.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/info',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Wang&orgType=other&orgName=Acme%20GmbH&locationKind=other&country=Germany&province=Bayern&industry=it&position=CEO&transactionTypes=inbound&transactionTypes=domestic',
    });
    expect(JSON.parse(res.body).datas).toMatchObject({ locationKind: 'other', country: 'Germany', province: null, city: null, transactionTypes: ['inbound', 'domestic'] });
  });

  test.each([
    ['name', { name: 'A' }, '长度在 2 到 20 个字符', 'Length: 2 to 20 characters'],
    ['position', { position: 'x'.repeat(21) }, '长度在 2 到 20 个字符', 'Length: 2 to 20 characters'],
    ['orgName', { orgName: 'x'.repeat(101) }, '长度在 2 到 100 个字符', 'Length: 2 to 100 characters'],
    ['industry', { industry: undefined }, '请选择行业类型', 'Please choose industry type'],
    ['industry', { industry: 'fishing' }, '请选择行业类型', 'Please choose industry type'],
    ['province', { province: '' }, '请选择地区', 'Choose the area'],
    ['email', { email: 'not-an-email' }, '请输入正确的邮箱', 'Please enter the correct mailbox'],
    ['transactionTypes', { transactionTypes: '' }, '请选择交易类型', 'Choose the type of transaction'],
  ])('a bad %s answers the §5 message in both languages', async (field, over, cn, en) => {
    const { token } = await registerUser(t.app);
    const res = await call(t.app, 'POST', '/api/users/info', { token, form: profile(over) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 100001, message: cn, messageEn: en });
    expect(res.body.datas.fields[0].path).toBe(field);
    // Nothing was saved.
    expect((await callOk(t.app, 'GET', '/api/users', { token })).user.orgName).toBeNull();
  });

  test('account names and e-mails are unique whatever their case', async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    const account = `Zhao${first.phone.slice(-6)}`;
    const email = `zhao${first.phone.slice(-6)}@example.com`;
    await callOk(t.app, 'POST', '/api/users/info', { token: first.token, form: profile({ account, email }) });
    const takenName = await call(t.app, 'POST', '/api/users/info', { token: second.token, form: profile({ account: account.toLowerCase() }) });
    expect(takenName.body.code).toBe(200114);
    const takenMail = await call(t.app, 'POST', '/api/users/info', { token: second.token, form: profile({ email: email.toUpperCase() }) });
    expect(takenMail.body.code).toBe(200115);
    // The owner may save the same values again.
    expect((await call(t.app, 'POST', '/api/users/info', { token: first.token, form: profile({ account, email }) })).body.success).toBe(true);
  });

  test('needs a login', async () => {
    const res = await call(t.app, 'POST', '/api/users/info', { form: profile() });
    expect(res.body.code).toBe(401);
  });
});

describe('GET /users/loginLog', () => {
  test("newest first, at most 20; this login is the session's own, last login the one before it", async () => {
    const { phone, token: first } = await registerUser(t.app);
    const tokens = [first];
    for (let i = 0; i < 21; i++) {
      t.clock.advance(60_000);
      tokens.push((await loginByPassword(t.app, phone, undefined, { platform: i % 2 ? 'mobile' : 'pc', remoteAddress: `198.51.100.${i + 1}` })).body.datas);
    }
    const latest = await callOk(t.app, 'GET', '/api/users/loginLog', { token: tokens.at(-1) });
    expect(latest.records).toHaveLength(20);
    const times = latest.records.map((r: { loginTime: number }) => r.loginTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(latest.thisLoginTime).toBe(times[0]);
    expect(latest.lastLoginTime).toBe(times[1]);
    expect(latest.records[0]).toMatchObject({ ip: '198.51.100.21', method: 'phonepwd', platform: 'pc' });
    expect(latest.records[1]).toMatchObject({ ip: '198.51.100.20', platform: 'mobile' });

    // Seen from the registration session: its own login, and nothing before it.
    const fromFirst = await callOk(t.app, 'GET', '/api/users/loginLog', { token: first });
    expect(fromFirst.lastLoginTime).toBeNull();
    expect(fromFirst.thisLoginTime).toBe(times[0] - 21 * 60_000);

    // Another account sees only its own history.
    const other = await registerUser(t.app);
    const mine = await callOk(t.app, 'GET', '/api/users/loginLog', { token: other.token });
    expect(mine.records).toHaveLength(1);
    expect(mine.records[0].method).toBe('register');
  });
});
