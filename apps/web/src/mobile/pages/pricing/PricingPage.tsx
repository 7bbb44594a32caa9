import { Button, Collapse } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePackages } from '../../../shared/catalogue/api/listPackages.ts';
import { packagePrice, unitSuffix, yuan } from '../../../shared/catalogue/money.ts';
import { nameOf, textOf } from '../../../shared/catalogue/text.ts';
import { DRAFTING_PRODUCT_TYPE, type PackageItem } from '../../../shared/catalogue/types.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { PRICING_FAQ } from '../../../shared/payments/pricingFaq.ts';
import { Failed, Loading } from '../catalogue/components/LoadState.tsx';
import { showNotice } from '../catalogue/components/notice.ts';
import { PackageIcon } from '../catalogue/components/PackageIcon.tsx';
import '../catalogue/styles/base.css';
import './pricing.css';

function PriceCard({ pkg }: { pkg: PackageItem }) {
  const { t } = useTranslation(['catalogue', 'pricing']);
  const lang = useLang();
  const paths = usePaths();
  const tip = textOf(pkg.tip, lang);
  return (
    <li className={pkg.hot ? 'lb-m-pcard is-hot' : 'lb-m-pcard'}>
      <div className="lb-m-pcard__link">
        <Link to={paths.to('production', { id: pkg.id })} className="lb-m-pcard__head lb-m-price__head">
          <PackageIcon icon={pkg.icon} />
          <span className="lb-m-pcard__names">
            <span className="lb-m-pcard__name">{nameOf(pkg, lang)}</span>
            <span className="lb-m-pcard__count">{textOf(pkg.countText, lang)}</span>
          </span>
        </Link>
        <p className="lb-m-pcard__price">
          <strong>{yuan(pkg.priceFen)}</strong>
          <span>{unitSuffix(pkg.unit, lang)}</span>
          {pkg.oldPriceFen !== null && pkg.oldPriceFen > pkg.priceFen && (
            <s aria-label={`${t('price.wasLabel')} ${packagePrice(pkg.oldPriceFen, pkg.unit, lang)}`}>{packagePrice(pkg.oldPriceFen, pkg.unit, lang)}</s>
          )}
          {tip && <span className="lb-m-pcard__tip">{tip}</span>}
        </p>
        <div className="lb-m-pcard__foot">
          <span>{t('unit.templates', { count: pkg.templateCount })}</span>
          {pkg.subscribed ? (
            <span className="lb-m-pcard__cta">{t('badge.subscribed')}</span>
          ) : (
            <Button color="primary" size="small" aria-label={`${t('action.subscribe')}: ${nameOf(pkg, lang)}`} onClick={() => showNotice('notice.pcOnlyPurchase')}>
              {t('action.subscribe')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

/** items on a phone: the annual packages and the pricing FAQ; subscribing says purchases are made on a PC (spec §5). */
export default function PricingPage() {
  const { t } = useTranslation('pricing');
  const packages = usePackages(DRAFTING_PRODUCT_TYPE);
  const list = (packages.data?.list ?? []).filter((p) => !p.closed && p.priceFen > 0);
  return (
    <div className="lb-m-pricing">
      <header className="lb-m-pricing__head">
        <h1>{t('title')}</h1>
        <p>{t('lead')}</p>
      </header>
      {packages.isPending ? (
        <Loading />
      ) : packages.isError ? (
        <Failed onRetry={() => void packages.refetch()} />
      ) : (
        <ul className="lb-m-pcards lb-m-pricing__cards" aria-label={t('packagesTitle')}>
          {list.map((pkg) => (
            <PriceCard key={pkg.id} pkg={pkg} />
          ))}
        </ul>
      )}
      <p className="lb-m-pricing__note">{t('note')}</p>
      <section className="lb-m-pricing__faq" aria-labelledby="lb-m-pricing-faq">
        <h2 id="lb-m-pricing-faq">{t('faqTitle')}</h2>
        <Collapse defaultActiveKey={[PRICING_FAQ[0]]}>
          {PRICING_FAQ.map((q) => (
            <Collapse.Panel key={q} title={t(`faq.${q}.q`)}>
              <p className="lb-m-pricing__answer">{t(`faq.${q}.a`)}</p>
            </Collapse.Panel>
          ))}
        </Collapse>
      </section>
    </div>
  );
}
