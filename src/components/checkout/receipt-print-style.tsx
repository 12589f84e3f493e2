/** The id of the block that prints on the success page. */
export const RECEIPT_ID = 'order-receipt';

/**
 * Printing the success page prints the receipt alone: everything that is neither the receipt, inside
 * it, nor one of its ancestors is hidden, so the shell's header and footer stay off the paper
 * without this page touching them. Rendered with the page, so it goes when the page goes.
 */
export function ReceiptPrintStyle() {
  return (
    <style>{`@media print {
  body *:not(#${RECEIPT_ID}, #${RECEIPT_ID} *, :has(#${RECEIPT_ID})) { display: none !important; }
  body, main { background: #fff !important; }
  #${RECEIPT_ID} { box-shadow: none !important; }
}`}</style>
  );
}
