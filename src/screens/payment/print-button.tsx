'use client';

/** Prints the page (its print stylesheet keeps only the e-voucher). The label comes from the server's texts. */
export function PrintButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.print()} data-testid="gift-voucher-print">
      {label}
    </button>
  );
}
