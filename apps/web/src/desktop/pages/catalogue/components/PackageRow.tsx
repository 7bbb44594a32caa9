import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { packagePrice } from '../../../../shared/catalogue/money.ts';
import { nameOf, textOf } from '../../../../shared/catalogue/text.ts';
import type { PackageItem } from '../../../../shared/catalogue/types.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { PackageIcon } from './PackageIcon.tsx';

/** A package in a compact list (search results, a template's packages, favourites): icon, name, coverage, price. */
export function PackageRow({ pkg }: { pkg: PackageItem }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const paths = usePaths();
  return (
    <Link to={paths.to('production', { id: pkg.id })} className="lb-prow">
      <PackageIcon icon={pkg.icon} size={40} />
      <span className="lb-prow__body">
        <span className="lb-prow__name">{nameOf(pkg, lang)}</span>
        <span className="lb-prow__meta">
          {textOf(pkg.countText, lang) || t('unit.templates', { count: pkg.templateCount })}
        </span>
      </span>
      <span className="lb-prow__price">{pkg.priceFen === 0 ? t('price.free') : packagePrice(pkg.priceFen, pkg.unit, lang)}</span>
    </Link>
  );
}
