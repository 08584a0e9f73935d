'use client';

import dynamic from 'next/dynamic';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { FormatChoice } from '@/components/gift-offer/format-choice';
import { useFirstOpen } from '@/components/ui/use-first-open';
import { useMounted } from '@/components/ui/use-mounted';
import { giftPersonalisationKey } from '@/domain/gift/personalisation-key';
import type { CustomSubElementCategory, GiftVoucher } from '@/domain/model/gift';
import type { Locale } from '@/domain/model/locale';
import { physicalFormatState } from '@/domain/product/gift-format';
import { priceGift } from '@/domain/product/gift-price';
import { GIFT_BUCKET_OPTIONS, giftBucketPrice, giftNightsOptions, giftPriceEntry } from '@/domain/product/gift-price-list';
import { toggleSubElement } from '@/domain/product/gift-sub-elements';
import { deliveryFee, STAY_GIFT_PEOPLE, STAY_GIFT_VALIDITY_MONTHS } from '@/domain/product/gift-terms';
import { formatPrice } from '@/i18n/format';
import { href } from '@/routing/href';
import { giftSetupHashStore } from '@/state/gift-setup-hash-store';
import { pushToDataLayer } from '@/tracking/data-layer';
import { addToCartEvent, CLEAR_ECOMMERCE } from '@/tracking/item-events';
import { giftSetupMessages as m } from './messages';
import { usePhysicalShipping, useSubElements } from './use-gift-extras';
import { GiftSetupSummary } from './gift-setup-summary';
import controls from '@/components/ui/form-controls.module.css';
import styles from './gift-setup.module.css';

/** The personalisation dialog: its code (Radix, the form) loads on the first Offer. */
const GiftOfferDialog = dynamic(() => import('@/components/gift-offer/gift-offer-dialog'), { ssr: false });

export interface GiftSetupProps {
  locale: Locale;
  productId: number;
  voucher: GiftVoucher;
  /** The physical-gift flag (PHYSICAL_GIFT_ENABLED), read on the server. */
  physicalGiftEnabled: boolean;
  /** The stay's label, for the add_to_cart event of the hand-off. */
  productLabel: string;
  /** The hand-off to the gift summary (tests observe it; a full page load otherwise). */
  navigate?: (path: string) => void;
}

const BUCKET_TEXTS = {
  essential: { name: m.bucketEssential, hint: m.bucketEssentialHint },
  serenity: { name: m.bucketSerenity, hint: m.bucketSerenityHint },
  liberty: { name: m.bucketLiberty, hint: m.bucketLibertyHint },
} as const;

/** A category's name in the site's language (the API names it per language), else its description. */
function categoryName(category: CustomSubElementCategory, locale: Locale): string {
  return category.names[locale.slice(0, 2)] ?? category.names[locale] ?? category.description ?? '';
}

/**
 * The gift setup panel of a stay in the gifting flow (part 1 §2, §4; part 2 §3, §5, §9): format,
 * nights, bucket, availability upsell, custom sub-elements, the total, and Offer, which hands the
 * priced choice to the gift summary. Every choice lives in the hash (gift setup hash store); the
 * server HTML shows the defaults, the hash refines them after mount.
 */
export function GiftSetup({ locale, productId, voucher, physicalGiftEnabled, productLabel, navigate }: GiftSetupProps) {
  const intl = useIntl();
  const id = useId();
  const choice = giftSetupHashStore.useHashValue();
  const askShipping = voucher.hasPhysicalVersion && physicalGiftEnabled;
  const shipping = usePhysicalShipping(locale, askShipping);
  const subElements = useSubElements(locale);
  const categories = subElements.status === 'ok' ? subElements.data : [];
  const dialog = useFirstOpen();
  // Until React has hydrated the panel its choices are disabled: a radio ticked on the server HTML would
  // show a choice the panel never heard of (the total and the Offer link kept the default).
  const hydrated = useMounted();

  const physical = physicalFormatState({
    hasPhysicalVersion: voucher.hasPhysicalVersion,
    physicalGiftEnabled,
    shippingCosts: { ok: shipping.status !== 'failed' },
  });
  const physicalSellable = physical.kind === 'available' && shipping.status === 'ok';
  const priced = priceGift({
    voucher,
    choice,
    physicalAvailable: physicalSellable,
    physicalShipping: shipping.status === 'ok' ? shipping.data : null,
    categories,
  });
  if (priced === null) return null;
  const price = (cents: number) => formatPrice(intl, cents);
  const set = (patch: Partial<typeof choice>) => giftSetupHashStore.set((current) => ({ ...current, ...patch }));
  const entry = giftPriceEntry(voucher.priceList, priced.choice.giftNights);
  const offerHref = href.giftBooking(locale, { productId, ...priced.choice });
  const fee = shipping.status === 'ok' ? deliveryFee(shipping.data) : null;

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="gift-setup">
      <h2 id={`${id}-title`} className={styles.title}>
        {intl.formatMessage(m.title)}
      </h2>

      <fieldset className={styles.choices} disabled={!hydrated} data-testid="gift-choices">
        <FormatChoice
          format={{ value: priced.choice.giftFormat, physical, physicalFee: fee ?? undefined, onChange: (giftFormat) => set({ giftFormat }) }}
        />

        {giftNightsOptions(voucher.priceList).length > 1 ? (
          <fieldset className={controls.group} data-testid="gift-nights">
            <legend className={controls.legend}>{intl.formatMessage(m.nightsLegend)}</legend>
            <div className={styles.inline}>
              {giftNightsOptions(voucher.priceList).map((nights) => (
                <label key={nights} className={`${controls.choice} ${controls.pill}`}>
                  <input type="radio" name={`${id}-nights`} value={nights} checked={priced.choice.giftNights === nights} onChange={() => set({ giftNights: nights })} />
                  <span>{intl.formatMessage(m.nights, { nights })}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}

        {priced.multiPrice && entry ? (
          <fieldset className={controls.group} data-testid="gift-buckets">
            <legend className={controls.legend}>{intl.formatMessage(m.bucketLegend)}</legend>
            <div className={styles.cards}>
              {GIFT_BUCKET_OPTIONS.map((option) => (
                <label key={option.bucket} className={controls.choice} data-testid={`gift-bucket-${option.bucket}`}>
                  <input type="radio" name={`${id}-bucket`} value={option.bucket} checked={priced.choice.bucket === option.bucket} onChange={() => set({ bucket: option.bucket })} />
                  <span className={controls.choiceText}>
                    <span className={controls.choiceName}>
                      {intl.formatMessage(BUCKET_TEXTS[option.name].name)}
                      {option.popular ? <span className={styles.badge}>{intl.formatMessage(m.popular)}</span> : null}
                    </span>
                    <span className={controls.hint}>{intl.formatMessage(BUCKET_TEXTS[option.name].hint)}</span>
                    <span className={styles.price} data-testid="gift-bucket-price">
                      {price(giftBucketPrice(entry, option.bucket, { multiPrice: true }))}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}

        {priced.upsellOffered ? (
          <fieldset className={controls.group} data-testid="gift-upsell">
            <legend className={controls.legend}>{intl.formatMessage(m.upsellLegend)}</legend>
            <label className={controls.choice}>
              <input type="checkbox" checked={priced.choice.upsell === 'availability'} onChange={(event) => set({ upsell: event.target.checked ? 'availability' : 'none' })} />
              <span className={controls.choiceText}>
                <span className={controls.choiceName}>
                  {intl.formatMessage(m.upsellLabel)} <span className={styles.price}>{intl.formatMessage(m.optionPrice, { amount: price(priced.upsellPrice) })}</span>
                </span>
                <span className={controls.hint}>{intl.formatMessage(m.upsellHint)}</span>
              </span>
            </label>
          </fieldset>
        ) : null}

        {categories.length > 0 ? (
          <div className={styles.options} data-testid="gift-options">
            <h3 className={styles.subtitle}>{intl.formatMessage(m.optionsLegend)}</h3>
            {categories.map((category) => {
              const name = `${id}-category-${category.id}`;
              const chosen = category.elements.find((element) => priced.choice.subElements.includes(element.id));
              return (
                <fieldset key={category.id} className={controls.group} data-testid={`gift-category-${category.id}`}>
                  <legend className={controls.legend}>{categoryName(category, locale)}</legend>
                  {category.singleSelection ? (
                    <label className={controls.choice}>
                      <input
                        type="radio"
                        name={name}
                        checked={chosen === undefined}
                        onChange={() => chosen && set({ subElements: toggleSubElement(priced.choice.subElements, chosen.id, categories) })}
                      />
                      <span className={controls.choiceName}>{intl.formatMessage(m.optionNone)}</span>
                    </label>
                  ) : null}
                  {category.elements.map((element) => (
                    <label key={element.id} className={controls.choice}>
                      <input
                        type={category.singleSelection ? 'radio' : 'checkbox'}
                        name={category.singleSelection ? name : undefined}
                        value={element.id}
                        checked={priced.choice.subElements.includes(element.id)}
                        onChange={() => set({ subElements: toggleSubElement(priced.choice.subElements, element.id, categories) })}
                      />
                      <span className={controls.choiceText}>
                        <span className={controls.choiceName}>{element.name}</span>
                        <span className={styles.price}>{element.price > 0 ? intl.formatMessage(m.optionPrice, { amount: price(element.price) }) : intl.formatMessage(m.optionFree)}</span>
                      </span>
                    </label>
                  ))}
                </fieldset>
              );
            })}
          </div>
        ) : null}

      </fieldset>

      <p className={controls.hint} data-testid="gift-validity">
        {intl.formatMessage(m.validity, { years: STAY_GIFT_VALIDITY_MONTHS / 12, people: STAY_GIFT_PEOPLE })}
      </p>

      <div className={styles.footer}>
        <p className={styles.total} aria-live="polite">
          <span>{intl.formatMessage(m.total)}</span> <span data-testid="gift-total">{price(priced.total)}</span>
        </p>
        <a
          className={controls.primaryButton}
          href={offerHref}
          data-testid="gift-offer"
          aria-haspopup="dialog"
          // Offer opens the personalisation first (part 1 §2); the link stays the way to the summary
          // before hydration and for a new tab.
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
            event.preventDefault();
            dialog.openNow();
          }}
        >
          {intl.formatMessage(m.offer)}
        </a>
      </div>
      {dialog.opened ? (
        <GiftOfferDialog
          open={dialog.open}
          onOpenChange={dialog.setOpen}
          title={intl.formatMessage(m.title)}
          storageKey={giftPersonalisationKey('stay', String(productId))}
          mandatory={false}
          format={
            physical.kind === 'notOffered'
              ? undefined
              : {
                  value: priced.choice.giftFormat,
                  physical,
                  physicalFee: fee ?? undefined,
                  onChange: (giftFormat) => set({ giftFormat }),
                }
          }
          summary={<GiftSetupSummary priced={priced} subElements={categories.flatMap((category) => category.elements)} />}
          confirmLabel={intl.formatMessage(m.offer)}
          onConfirm={() => {
            // The hand-off to the gift summary is the gift's add_to_cart (part 2 §7), at the total shown.
            pushToDataLayer(CLEAR_ECOMMERCE);
            pushToDataLayer(addToCartEvent({ id: productId, name: productLabel, priceCents: priced.total, category: 'single_voucher' }));
            (navigate ?? ((path: string) => window.location.assign(path)))(offerHref);
          }}
        />
      ) : null}
    </section>
  );
}
