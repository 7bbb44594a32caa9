import { lazy } from 'react';
import type { PageMap } from './types.ts';

/**
 * Desktop pages (antd), one lazy chunk each. Routes owned by later parts of the product share the titled frame page
 * until their page lands: replace the `frame` entry with the page's own import.
 */
const frame = lazy(() => import('../desktop/pages/frame/FramePage.tsx'));
/** One page serves the catalogue routes (and the header search); one serves the three template routes. */
const catalogue = lazy(() => import('../desktop/pages/catalogue/ClassifyPage.tsx'));
const templatePage = lazy(() => import('../desktop/pages/catalogue/TemplatePage.tsx'));
/** My Subscriptions: `order` and its Free Trial Packages view `trialSubscribe` are one page with tabs. */
const subscriptions = lazy(() => import('../desktop/pages/myCenter/subscriptions/SubscriptionsPage.tsx'));

export const desktopPages: PageMap = {
  home: lazy(() => import('../desktop/pages/home/HomePage.tsx')),

  phone: lazy(() => import('../desktop/pages/auth/PhonePage.tsx')),
  login: lazy(() => import('../desktop/pages/auth/LoginPage.tsx')),
  register: lazy(() => import('../desktop/pages/auth/RegisterPage.tsx')),
  find: lazy(() => import('../desktop/pages/auth/FindPage.tsx')),
  qrcode: lazy(() => import('../desktop/pages/auth/QrcodePage.tsx')),
  bindPhone: lazy(() => import('../desktop/pages/auth/BindPhonePage.tsx')),
  elogin: lazy(() => import('../desktop/pages/auth/EloginPage.tsx')),
  bindQrcode: lazy(() => import('../desktop/pages/auth/BindQrcodePage.tsx')),
  bindWx: lazy(() => import('../desktop/pages/auth/BindWxPage.tsx')),
  modifyPass: lazy(() => import('../desktop/pages/auth/ModifyPassPage.tsx')),

  personalHome: lazy(() => import('../desktop/pages/myCenter/PersonalHomePage.tsx')),
  set: lazy(() => import('../desktop/pages/myCenter/SetPage.tsx')),
  message: lazy(() => import('../desktop/pages/myCenter/MessagePage.tsx')),
  myContract: lazy(() => import('../desktop/pages/myCenter/contracts/MyContractsPage.tsx')),

  draftNew: lazy(() => import('../desktop/pages/drafting/DraftNewPage.tsx')),
  draft: lazy(() => import('../desktop/pages/drafting/DraftPage.tsx')),
  productionsFinish: lazy(() => import('../desktop/pages/drafting/FinishPage.tsx')),

  FIE: frame,
  FILPre: frame,
  newFIL: frame,
  newFILEcosystem: frame,
  newFILInboundMa: frame,
  newFILJV: frame,
  newFILTemplate: frame,
  newFILExperts: frame,
  FILbook: frame,
  aboutUs: frame,
  partner: frame,
  newsList: frame,
  news: frame,
  apply: frame,
  course: frame,
  items: lazy(() => import('../desktop/pages/pricing/PricingPage.tsx')),
  statement: frame,
  draftRobot: lazy(() => import('../desktop/pages/catalogue/DraftRobotPage.tsx')),
  reviewRobot: frame,
  production: lazy(() => import('../desktop/pages/catalogue/ProductionPage.tsx')),
  classify: catalogue,
  classifyAll: catalogue,
  classifyTemplate: templatePage,
  templateInPackage: templatePage,
  template: templatePage,
  payment: lazy(() => import('../desktop/pages/payment/PaymentPage.tsx')),
  order: subscriptions,
  trialSubscribe: subscriptions,
  collection: lazy(() => import('../desktop/pages/myCenter/CollectionPage.tsx')),
  paymentRecords: lazy(() => import('../desktop/pages/paymentRecords/PaymentRecordsPage.tsx')),
  invoiceManage: lazy(() => import('../desktop/pages/myCenter/fapiao/InvoiceManagePage.tsx')),
  invoiceApply: lazy(() => import('../desktop/pages/myCenter/fapiao/InvoiceApplyPage.tsx')),
  invoiceDetails: lazy(() => import('../desktop/pages/myCenter/fapiao/InvoiceDetailsPage.tsx')),
  invoiceTitleManage: lazy(() => import('../desktop/pages/myCenter/fapiao/InvoiceTitleManagePage.tsx')),
  recharge: lazy(() => import('../desktop/pages/recharge/RechargePage.tsx')),
};
