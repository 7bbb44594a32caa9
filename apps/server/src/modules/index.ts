import type { FastifyInstance } from 'fastify';
import auth from './auth/index.ts';
import users from './users/index.ts';
import wechat from './wechat/index.ts';
import elogin from './elogin/index.ts';
import messages from './messages/index.ts';
import catalogue from './catalogue/index.ts';
import drafts from './drafts/index.ts';
import contracts from './contracts/index.ts';
import orders from './orders/index.ts';
import payments from './payments/index.ts';
import balance from './balance/index.ts';
import fapiao from './fapiao/index.ts';
import subscriptions from './subscriptions/index.ts';
import dev from './dev/index.ts';

/** Every API module, registered under the /api prefix by app.ts. */
export async function registerModules(app: FastifyInstance) {
  await app.register(auth);
  await app.register(users);
  await app.register(wechat);
  await app.register(elogin);
  await app.register(messages);
  await app.register(catalogue);
  await app.register(drafts);
  await app.register(contracts);
  await app.register(orders);
  await app.register(payments);
  await app.register(balance);
  await app.register(fapiao);
  await app.register(subscriptions);
  await app.register(dev);
}
