import { Collapse } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePackages } from '../../../shared/catalogue/api/listPackages.ts';
import { DRAFTING_PRODUCT_TYPE, type PackageItem } from '../../../shared/catalogue/types.ts';
import { PRICING_FAQ } from '../../../shared/payments/pricingFaq.ts';
import { PackageCard } from '../catalogue/components/PackageCard.tsx';
import { Failed, Loading } from '../catalogue/components/LoadState.tsx';
import { usePayDialog } from '../payment/usePayDialog.tsx';
import '../catalogue/styles/base.css';
import './pricing.css';

/**
 * items: the annual contract packages (spec §9) with their prices, each with Subscribe opening the payment dialog,
 * and the pricing FAQ.
 */
export default function PricingPage() {
  const { t } = useTranslation('pricing');
  const packages = usePackages(DRAFTING_PRODUCT_TYPE);
  const pay = usePayDialog();
  const subscribe = (pkg: PackageItem) => pay.open({ kind: 'package', packageId: pkg.id, nameCn: pkg.nameCn, nameEn: pkg.nameEn, amountFen: pkg.priceFen });
  const list = (packages.data?.list ?? []).filter((p) => !p.closed && p.priceFen > 0);
  return (
    <div className="lb-container lb-pricing">
      <header className="lb-pricing__head">
        <h1 className="lb-pricing__title">{t('title')}</h1>
        <p className="lb-pricing__lead">{t('lead')}</p>
      </header>
      <section aria-labelledby="lb-pricing-packages">
        <h2 id="lb-pricing-packages" className="lb-visually-hidden">
          {t('packagesTitle')}
        </h2>
        {packages.isPending ? (
          <Loading rows={6} />
        ) : packages.isError ? (
          <Failed onRetry={() => void packages.refetch()} />
        ) : (
          <div className="lb-pcards lb-pricing__cards">
            {list.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} featured={pkg.hot && pkg.oldPriceFen !== null} onSubscribe={subscribe} />
            ))}
          </div>
        )}
        <p className="lb-pricing__note">{t('note')}</p>
      </section>
      <section className="lb-pricing__faq" aria-labelledby="lb-pricing-faq">
        <h2 id="lb-pricing-faq" className="lb-pricing__h2">
          {t('faqTitle')}
        </h2>
        <Collapse
          defaultActiveKey={PRICING_FAQ.map((q) => q)}
          items={PRICING_FAQ.map((q) => ({ key: q, label: t(`faq.${q}.q`), children: <p className="lb-pricing__answer">{t(`faq.${q}.a`)}</p> }))}
        />
      </section>
      {pay.dialog}
    </div>
  );
}
