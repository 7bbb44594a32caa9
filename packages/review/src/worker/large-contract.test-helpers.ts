/**
 * A long synthetic supply agreement for the speed and memory tests: numbered articles with headings, definitions,
 * amounts, dates and periods, varied so no two sections are identical. Its size is chosen by the caller (the largest
 * CUAD contract has about 338,000 characters).
 */
const CLAUSES: ((n: number) => string)[] = [
  (n) => `Delivery. The Seller shall deliver each shipment of Products within ${n + 10} days after it accepts the Purchase Order, to the place named in that order.`,
  (n) => `Price. The Buyer shall pay US$${(n * 1250).toLocaleString('en-US')} for each lot, within ${30 + (n % 4) * 15} days after receipt of a correct invoice.`,
  (n) => `Inspection. The Buyer may inspect the Products within ${5 + (n % 9)} business days after delivery and reject any lot that does not conform to the Specifications.`,
  (n) => `Warranty. The Seller warrants that the Products of batch ${n} will be free from defects in materials and workmanship for ${12 + (n % 12)} months after delivery.`,
  (n) => `Confidentiality. Each party shall keep the Confidential Information of the other party in confidence and shall use it only to perform this Agreement, for ${2 + (n % 5)} years after its disclosure.`,
  (n) => `Limitation of Liability. Neither party shall be liable for indirect or consequential loss, and the total liability of the Seller under order ${n} shall not exceed the price paid for it.`,
  (n) => `Termination. Either party may terminate this Agreement by ${60 + n % 30} days' written notice if the other party commits a material breach and does not remedy it within that period.`,
  (n) => `Insurance. The Seller shall maintain product liability insurance of at least US$${(1 + (n % 7)) * 1_000_000} per occurrence with an insurer of good standing.`,
  (n) => `Records. The Seller shall keep complete records of production lot ${n} for ${3 + (n % 4)} years and make them available to the Buyer on ${10 + (n % 5)} days' notice.`,
  (n) => `Force Majeure. A party is not liable for a delay caused by events beyond its reasonable control, provided it notifies the other party within ${n % 10 + 2} days of the event.`,
  (n) => `Assignment. Neither party may assign its rights under schedule ${n} without the prior written consent of the other party, which shall not be unreasonably withheld.`,
  (n) => `Notices. Notices under this Agreement shall be in writing and delivered by hand, courier or e-mail to the addresses in Schedule ${n % 6 + 1}.`,
];
const HEADINGS = ['Supply', 'Payment', 'Quality', 'Warranties', 'Confidentiality', 'Liability', 'Term and Termination', 'Insurance', 'Records', 'Force Majeure', 'Assignment', 'Notices'];

export function largeContract(chars: number): string {
  const parts = [
    'SUPPLY AGREEMENT',
    'This Supply Agreement (the "Agreement") is made on 1 March 2024 between Northwind Components Ltd., a company incorporated in England ("Seller"), and Harbour Machines Inc., a Delaware corporation ("Buyer").',
    '1. DEFINITIONS',
    '1.1 "Products" means the goods listed in Schedule 1. 1.2 "Purchase Order" means a written order of the Buyer for Products. 1.3 "Specifications" means the specifications in Schedule 2.',
  ];
  let size = parts.join('\n\n').length;
  for (let article = 2; size < chars; article++) {
    const heading = `${article}. ${HEADINGS[article % HEADINGS.length]!.toUpperCase()}`;
    parts.push(heading);
    size += heading.length + 2;
    for (let s = 1; s <= 6 && size < chars; s++) {
      const n = article * 7 + s;
      const text = `${article}.${s} ${CLAUSES[n % CLAUSES.length]!(n)}`;
      parts.push(text);
      size += text.length + 2;
    }
  }
  parts.push('This Agreement is governed by the laws of the State of New York.');
  return parts.join('\n\n');
}
