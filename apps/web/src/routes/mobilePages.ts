import { lazy } from 'react';
import type { PageMap } from './types.ts';

/**
 * Mobile pages (antd-mobile), one lazy chunk each. Routes owned by later parts of the product share the titled frame
 * page until their page lands: replace the `frame` entry with the page's own import.
 */
const frame = lazy(() => import('../mobile/pages/frame/FramePage.tsx'));
/** The drafting product page is also the mobile packages page; one page serves the catalogue routes, one the template routes. */
const robot = lazy(() => import('../mobile/pages/catalogue/DraftRobotPage.tsx'));
const catalogue = lazy(() => import('../mobile/pages/catalogue/ClassifyPage.tsx'));
const templatePage = lazy(() => import('../mobile/pages/catalogue/TemplatePage.tsx'));
/** Contracts are created on a PC (spec §5): both drafting addresses show that notice on a phone. */
const pcOnly = lazy(() => import('../mobile/pages/drafting/PcOnlyPage.tsx'));

export const mobilePages: PageMap = {
  home: lazy(() => import('../mobile/pages/home/HomePage.tsx')),

  phone: lazy(() => import('../mobile/pages/auth/PhonePage.tsx')),
  login: lazy(() => import('../mobile/pages/auth/LoginPage.tsx')),
  register: lazy(() => import('../mobile/pages/auth/RegisterPage.tsx')),
  find: lazy(() => import('../mobile/pages/auth/FindPage.tsx')),
  elogin: lazy(() => import('../mobile/pages/auth/EloginPage.tsx')),
  bindQrcode: lazy(() => import('../mobile/pages/auth/BindQrcodePage.tsx')),
  bindWx: lazy(() => import('../mobile/pages/auth/BindWxPage.tsx')),
  modifyPass: lazy(() => import('../mobile/pages/auth/ModifyPassPage.tsx')),

  personalHome: lazy(() => import('../mobile/pages/myCenter/PersonalHomePage.tsx')),
  set: lazy(() => import('../mobile/pages/myCenter/SetPage.tsx')),
  message: lazy(() => import('../mobile/pages/myCenter/MessagePage.tsx')),
  myContract: lazy(() => import('../mobile/pages/myCenter/contracts/MyContractsPage.tsx')),
  myContractView: lazy(() => import('../mobile/pages/myCenter/contracts/ContractViewPage.tsx')),

  draftNew: pcOnly,
  draft: pcOnly,

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
  items: lazy(() => import('../mobile/pages/pricing/PricingPage.tsx')),
  statement: frame,
  draftRobot: robot,
  reviewRobot: frame,
  production: lazy(() => import('../mobile/pages/catalogue/ProductionPage.tsx')),
  productions: robot,
  classify: catalogue,
  classifyAll: catalogue,
  classifyTemplate: templatePage,
  templateInPackage: templatePage,
  template: templatePage,
  payment: lazy(() => import('../mobile/pages/payment/PaymentPage.tsx')),
  payResult: lazy(() => import('../mobile/pages/payment/PayResultPage.tsx')),
  payResultShow: lazy(() => import('../mobile/pages/payment/PayResultShowPage.tsx')),
  subscribe: lazy(() => import('../mobile/pages/myCenter/subscriptions/SubscribePage.tsx')),
  subscribeView: lazy(() => import('../mobile/pages/myCenter/subscriptions/SubscribeViewPage.tsx')),
  tryUsePkg: lazy(() => import('../mobile/pages/myCenter/subscriptions/TryUsePkgPage.tsx')),
  collection: lazy(() => import('../mobile/pages/myCenter/CollectionPage.tsx')),
  paymentRecords: lazy(() => import('../mobile/pages/paymentRecords/PaymentRecordsPage.tsx')),
  invoiceManage: lazy(() => import('../mobile/pages/myCenter/fapiao/InvoiceManagePage.tsx')),
  invoiceApply: lazy(() => import('../mobile/pages/myCenter/fapiao/InvoiceApplyPage.tsx')),
  invoiceDetails: lazy(() => import('../mobile/pages/myCenter/fapiao/InvoiceDetailsPage.tsx')),
  invoiceTitleManage: lazy(() => import('../mobile/pages/myCenter/fapiao/InvoiceTitleManagePage.tsx')),
  recharge: lazy(() => import('../mobile/pages/recharge/RechargePage.tsx')),
};
