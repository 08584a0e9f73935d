import { currentVoucher } from '../beneficiary/current-voucher.server';

export interface BeneficiaryLoginData {
  /** The code of a voucher already accepted (its cookie): the page offers its stays beside the form. */
  activeCode: string | null;
}

/** The code form's page: always there; it only says which voucher is already in use, if any. */
export async function load(): Promise<BeneficiaryLoginData> {
  const current = await currentVoucher();
  return { activeCode: current.state === 'valid' ? current.voucher.code : null };
}
