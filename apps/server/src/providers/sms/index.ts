import type { Config } from '../../config.ts';
import type { Outbox, SmsProvider } from '../types.ts';
import { AliyunSmsProvider } from './aliyun.ts';
import { SandboxSmsProvider } from './sandbox.ts';

/** The SMS provider chosen by SMS_PROVIDER: the sandbox (default, needs the outbox) or Alibaba Cloud SMS. */
export function createSmsProvider(config: Config, outbox: Outbox | null): SmsProvider {
  if (config.SMS_PROVIDER === 'aliyun') {
    return new AliyunSmsProvider({
      accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID,
      accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET,
      signName: config.ALIYUN_SMS_SIGN_NAME,
      templateCode: config.ALIYUN_SMS_TEMPLATE_CODE,
      endpoint: config.ALIYUN_SMS_ENDPOINT,
    });
  }
  if (!outbox) throw new Error('the sandbox SMS provider needs the outbox');
  return new SandboxSmsProvider(outbox);
}
