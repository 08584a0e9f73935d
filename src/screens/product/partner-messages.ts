import { defineMessages } from 'react-intl/server';

type Partner = { partner: string };

/** The partner band of a product page entered from a minisite (server-rendered). */
export const partnerBandMessages = defineMessages<{ label: Partner; with: Partner; back: Partner }>({
  label: { id: 'minisite.band.label', defaultMessage: 'Partner offer: {partner}' },
  with: { id: 'minisite.band.with', defaultMessage: 'Your weekend with {partner}' },
  back: { id: 'minisite.band.back', defaultMessage: 'All {partner} offers' },
});
