/**
 * The codes an order issues when it is booked: a prefix and 8 capital letters or digits, without the
 * look-alikes 0/O and 1/I (a code is read off a printed voucher). Activity vouchers are 'AV…'
 * (contract §5), gift boxes 'EB…' and gift stays 'SV…' (§7): 10 characters, which the storefront's
 * voucher code rule (8 to 16 of A-Z 0-9 -) accepts.
 */
const CODE_CHARACTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** A fresh `prefix` + 8 characters that `isTaken` does not know yet. */
export function newOrderCode(prefix: string, isTaken: (code: string) => boolean): string {
  for (;;) {
    const code = `${prefix}${Array.from(crypto.getRandomValues(new Uint8Array(CODE_LENGTH)), (byte) => CODE_CHARACTERS[byte % CODE_CHARACTERS.length]).join('')}`;
    if (!isTaken(code)) return code;
  }
}
