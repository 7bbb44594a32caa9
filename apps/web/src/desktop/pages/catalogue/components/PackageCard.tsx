
import { Button } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { packagePrice, savingPercent, unitSuffix, yuan } from '../../../../shared/catalogue/money.ts';
import { nameOf, textOf } from '../../../../shared/catalogue/text.ts';
import type { PackageItem } from '../../../../shared/catalogue/types.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { PackageIcon } from './PackageIcon.tsx';
import { Chip } from './Chip.tsx';

/**
 * A package as a pricing card: icon, name, coverage ('25/51 categories'), price with its unit, the old price struck
 * through and the tip. Subscribe opens the package page, where payment is offered, or, with `onSubscribe` (the
 * pricing page), the payment dialog.
 */
export function PackageCard({ pkg, featured, onSubscribe }: { pkg: PackageItem; featured?: boolean; onSubscribe?: (pkg: PackageItem) => void }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const paths = usePaths();
  const to = paths.to('production', { id: pkg.id });
  const tip = textOf(pkg.tip, lang);
  const saving = savingPercent(pkg.priceFen, pkg.oldPriceFen);
  const titleId = `lb-pcard-${pkg.id}`;
  return (
    <article className={featured ? 'lb-pcard is-featured' : 'lb-pcard'} aria-labelledby={titleId}>
      {pkg.hot && <span className="lb-pcard__ribbon">{t('badge.hot')}</span>}
      <div className="lb-pcard__head">
        <PackageIcon icon={pkg.icon} size={44} />
        <div>
          <h3 id={titleId} className="lb-pcard__name">
            {nameOf(pkg, lang)}
          </h3>
          <p className="lb-pcard__count">{textOf(pkg.countText, lang)}</p>
        </div>
      </div>
      <div className="lb-pcard__price">
        <span className="lb-visually-hidden">{t('price.nowLabel')}</span>
        <strong>{pkg.priceFen === 0 ? t('price.free') : yuan(pkg.priceFen)}</strong>
        {pkg.priceFen > 0 && <span className="lb-pcard__unit">{unitSuffix(pkg.unit, lang)}</span>}
      </div>
      <div className="lb-pcard__deal">
        {pkg.oldPriceFen !== null && pkg.oldPriceFen > pkg.priceFen && (
          <s className="lb-pcard__old" aria-label={`${t('price.wasLabel')} ${packagePrice(pkg.oldPriceFen, pkg.unit, lang)}`}>
            {packagePrice(pkg.oldPriceFen, pkg.unit, lang)}
          </s>
        )}
        {tip ? <Chip tone="gold">{tip}</Chip> : saving !== null && <Chip tone="gold">{t('price.save', { percent: saving })}</Chip>}
      </div>
      <ul className="lb-pcard__points">
        <li>
          <CheckOutlined aria-hidden="true" /> {t('unit.templates', { count: pkg.templateCount })}
        </li>
        <li>
          <CheckOutlined aria-hidden="true" /> {t('robot.packages.languages')}
        </li>
        <li>
          <CheckOutlined aria-hidden="true" /> {t('robot.packages.formats')}
        </li>
      </ul>
      <div className="lb-pcard__actions">
        {pkg.subscribed ? (
          <LinkButton to={to} block>
            {t('badge.subscribed')} · {t('action.viewTemplates')}
          </LinkButton>
        ) : onSubscribe ? (
          <Button type={featured ? 'primary' : 'default'} block size="large" aria-label={`${t('action.subscribe')}: ${nameOf(pkg, lang)}`} onClick={() => onSubscribe(pkg)}>
            {t('action.subscribe')}
          </Button>
        ) : (
          <LinkButton to={to} type={featured ? 'primary' : 'default'} block size="large" aria-label={`${t('action.subscribe')}: ${nameOf(pkg, lang)}`}>
            {t('action.subscribe')}
          </LinkButton>
        )}
      </div>
    </article>
  );
}
