import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { packagePrice, savingPercent, unitSuffix, yuan } from '../../../../shared/catalogue/money.ts';
import { nameOf, textOf } from '../../../../shared/catalogue/text.ts';
import type { PackageItem } from '../../../../shared/catalogue/types.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { PackageIcon } from './PackageIcon.tsx';

/** A package as a mobile pricing card; the card opens the package page. */
export function PackageCard({ pkg }: { pkg: PackageItem }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const paths = usePaths();
  const tip = textOf(pkg.tip, lang);
  const saving = savingPercent(pkg.priceFen, pkg.oldPriceFen);
  return (
    <li className={pkg.hot ? 'lb-m-pcard is-hot' : 'lb-m-pcard'}>
      <Link to={paths.to('production', { id: pkg.id })} className="lb-m-pcard__link">
        <span className="lb-m-pcard__head">
          <PackageIcon icon={pkg.icon} />
          <span className="lb-m-pcard__names">
            <span className="lb-m-pcard__name">{nameOf(pkg, lang)}</span>
            <span className="lb-m-pcard__count">{textOf(pkg.countText, lang)}</span>
          </span>
          {pkg.hot && <span className="lb-m-pcard__hot">{t('badge.hot')}</span>}
        </span>
        <span className="lb-m-pcard__price">
          <strong>{pkg.priceFen === 0 ? t('price.free') : yuan(pkg.priceFen)}</strong>
          {pkg.priceFen > 0 && <span>{unitSuffix(pkg.unit, lang)}</span>}
          {pkg.oldPriceFen !== null && pkg.oldPriceFen > pkg.priceFen && (
            <s aria-label={`${t('price.wasLabel')} ${packagePrice(pkg.oldPriceFen, pkg.unit, lang)}`}>{packagePrice(pkg.oldPriceFen, pkg.unit, lang)}</s>
          )}
          {tip ? <span className="lb-m-pcard__tip">{tip}</span> : saving !== null && <span className="lb-m-pcard__tip">{t('price.save', { percent: saving })}</span>}
        </span>
        <span className="lb-m-pcard__foot">
          <span>{t('unit.templates', { count: pkg.templateCount })}</span>
          <span className="lb-m-pcard__cta">{pkg.subscribed ? t('badge.subscribed') : t('action.viewPackage')}</span>
        </span>
      </Link>
    </li>
  );
}
