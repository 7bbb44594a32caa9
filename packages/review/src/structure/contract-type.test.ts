import { describe, expect, it } from 'vitest';
import { detectContractType, isNonBinding } from './contract-type.ts';

// Short texts written for these tests; each pairs a case the old rules misfiled with a near miss that keeps its family.
const doc = (title: string, ...lines: string[]) => `${title}\nThis agreement is made between Alder Corp. and Birch LLC.\n${lines.join('\n')}\n`;

describe('agency, marketing and promotion titles need body evidence of products sold', () => {
  it('files an agency for selling shares, insurance or annuities as other', () => {
    const shares = doc(
      'AGENCY AGREEMENT',
      'The Company will offer its common stock in a subscription offering under the prospectus and the registration statement.',
      'The Agent shall solicit purchasers of the shares and the securities on a best efforts basis.',
    );
    expect(detectContractType(shares)).toBe('other');
    const annuities = doc(
      'BROKER DEALER MARKETING AGREEMENT',
      'The Issuer offers variable annuity contracts and the Broker Dealer shall solicit sales of the annuities.',
      'Each annuity application and premium shall be sent to the Issuer, and the prospectus governs the offering.',
    );
    expect(detectContractType(annuities)).toBe('other');
    const products = doc(
      'AGENCY AGREEMENT',
      'The Principal appoints the Agent to sell the Products to customers in the Territory.',
      'The Agent shall forward purchase orders for the Products and receive a commission on each sale.',
    );
    expect(detectContractType(products)).toBe('distribution');
  });

  it('files an agency to order equipment for a lessor as other', () => {
    const lease = doc(
      'AGENCY AGREEMENT',
      'The Lessor and the Lessee have entered into a master lease of equipment.',
      'The Lessor appoints the Lessee as its agent to order the leased equipment, which the Lessee will accept under the lease.',
    );
    expect(detectContractType(lease)).toBe('other');
  });

  it('files a distribution of fund shares as other, but not a distribution of goods', () => {
    const fund = doc(
      'DISTRIBUTION AGREEMENT',
      'The Distributor shall act as principal underwriter of the shares of the Fund, an investment company.',
      'The shares are offered under the prospectus at the public offering price.',
    );
    expect(detectContractType(fund)).toBe('other');
    const goods = doc('DISTRIBUTION AGREEMENT', 'The Distributor shall buy the Products and resell them in the Territory.');
    expect(detectContractType(goods)).toBe('distribution');
  });

  it('files a promotion agreement that buys advertising as services', () => {
    const ads = doc(
      'PROMOTION AGREEMENT',
      'The Publisher shall place banner advertising and links to the Company web site and deliver the agreed impressions.',
      'The Company shall pay for the advertising promotions each month.',
    );
    expect(detectContractType(ads)).toBe('services');
    const detailing = doc('PROMOTION AGREEMENT', 'The Company shall promote the Products in the Territory by detailing to physicians.');
    expect(detectContractType(detailing)).toBe('distribution');
  });

  it('files a manufacturing agreement that also markets the goods as goods', () => {
    expect(detectContractType(doc('MANUFACTURING AND MARKETING AGREEMENT', 'The Manufacturer shall make the units.'))).toBe('goods');
    expect(detectContractType(doc('EXCLUSIVE MARKETING AGREEMENT', 'The Marketer shall sell the Products.'))).toBe('distribution');
  });

  it('reads a marketing affiliate that resells software in a territory as distribution, not as an NDA', () => {
    const affiliate = doc(
      'MARKETING AFFILIATE AGREEMENT',
      'The Company grants the Affiliate the right to market and resell the software to customers in the Territory.',
      'The Affiliate shall keep confidential information of the Company confidential.',
    );
    expect(detectContractType(affiliate)).toBe('distribution');
  });
});

describe('licence titles', () => {
  it('files a content licence with distribution rights as a licence unless goods move', () => {
    const content = doc('CONTENT DISTRIBUTION AND LICENSE AGREEMENT', 'The Producer licenses the film for streaming and broadcast.');
    expect(detectContractType(content)).toBe('license');
    const goods = doc(
      'LICENSING, DISTRIBUTION AND MARKETING AGREEMENT',
      'The Distributor shall purchase the Products, hold inventory and resell the Products in the Territory.',
    );
    expect(detectContractType(goods)).toBe('distribution');
  });

  it('files software built to order as services', () => {
    expect(detectContractType(doc('SOFTWARE DEVELOPMENT AGREEMENT', 'The Developer shall build the application.'))).toBe('services');
    expect(detectContractType(doc('SOFTWARE DEVELOPMENT AND LICENSE AGREEMENT', 'The Developer licenses the code.'))).toBe('license');
  });
});

describe('collaboration and development deals with a licence at their core', () => {
  const royalties = 'The Licensee shall pay royalties on net sales, and royalty reports are due each quarter. '.repeat(5);
  it('files a collaboration whose core is an exclusive royalty-bearing licence as license', () => {
    const text = doc('COLLABORATION AGREEMENT', 'Alder hereby grants to Birch an exclusive license under the Alder Patents to sell the Product.', royalties);
    expect(detectContractType(text)).toBe('license');
    const research = doc(
      'COLLABORATION AGREEMENT',
      'The parties shall conduct the research plan and agree to negotiate in good faith the grant of a license.',
      royalties,
    );
    expect(detectContractType(research)).toBe('other');
  });

  it('files a development and option agreement with a licence core as license, and plain development work as services', () => {
    const option = doc('DEVELOPMENT AND OPTION AGREEMENT', 'On exercise of the option, Alder grants to Birch a royalty-bearing license.', royalties);
    expect(detectContractType(option)).toBe('license');
    expect(detectContractType(doc('DEVELOPMENT AGREEMENT', 'The Developer shall develop the instruments for the Client.'))).toBe('services');
  });
});

describe('works, trademarks and financial uses of service words', () => {
  it('files a construction and maintenance agreement as other', () => {
    expect(detectContractType(doc('CONSTRUCTION AND MAINTENANCE AGREEMENT', 'The parties shall build and own the cable system.'))).toBe('other');
    expect(detectContractType(doc('MAINTENANCE AGREEMENT', 'The Provider shall maintain the vehicles.'))).toBe('services');
  });

  it('files an equity purchase or transfer agreement as other, like a share purchase', () => {
    const body = 'The Seller shall sell and the Buyer shall purchase 40% of the equity interest in the Company. The Buyer shall pay the purchase price.';
    expect(detectContractType(doc('EQUITY INTEREST PURCHASE AGREEMENT', body))).toBe('other');
    expect(detectContractType(doc('EQUITY TRANSFER AGREEMENT', body))).toBe('other');
    expect(detectContractType(doc('SHARE SALE AGREEMENT', body))).toBe('other');
    expect(detectContractType(doc('SUPPLY AGREEMENT', 'The Seller shall sell and the Buyer shall purchase the goods.'))).toBe('goods');
  });

  it('files a logo-only co-branding deal as a trademark licence', () => {
    const logo = doc(
      'CO-BRANDING AGREEMENT',
      'Birch may place the Alder logo and trademarks on its product packaging.',
      'Birch shall follow the Alder brand guidelines for every use of the marks and the logo.',
    );
    expect(detectContractType(logo)).toBe('license');
    const site = doc(
      'CO-BRANDING AGREEMENT',
      'Alder shall host a co-branded web site showing both logos and provide the services to users.',
      'Birch shall place links and advertising to the site.',
    );
    expect(detectContractType(site)).toBe('services');
  });

  it('files a sponsorship of a securities offer and an insurance endorsement as other', () => {
    const offer = doc(
      'SPONSORSHIP AGREEMENT',
      'Each Sponsor commits to an equity investment to fund the tender offer for the shares of the target.',
      'The Purchaser may extend the tender offer and purchase the shares tendered.',
    );
    expect(detectContractType(offer)).toBe('other');
    const event = doc('SPONSORSHIP AGREEMENT', 'The Sponsor shall have signage at the event and its logo on the tickets.');
    expect(detectContractType(event)).toBe('services');
    const rider = doc(
      'ENDORSEMENT',
      'This endorsement amends the annuity contract. Insurance contracts issued by the insurer and the premiums paid remain in force.',
      'Annuity payments under the annuity contract are unchanged.',
    );
    expect(detectContractType(rider)).toBe('other');
  });

  it('does not read a business affiliate agreement that mentions confidential information as an NDA', () => {
    const affiliate = doc(
      'BUSINESS AFFILIATE AGREEMENT',
      'The Affiliate will provide services to the clinics, and the parties will exchange confidential information.',
      'The receiving party shall protect confidential information of the disclosing party. Confidential information excludes public information.',
    );
    expect(detectContractType(affiliate)).toBe('services');
    const nda = 'AGREEMENT\nThe receiving party shall protect confidential information of the disclosing party. Confidential information excludes public information.';
    expect(detectContractType(nda)).toBe('nda-unilateral');
  });
});

describe('finding the title', () => {
  it('does not read a whole legend line as the title', () => {
    const legend =
      'Exhibit 10.9 Certain information marked [***] has been omitted because it is both (i) not material and (ii) of a type the registrant ' +
      'treats as private, and its disclosure would harm the registrant in its markets. ' +
      'DEVELOPMENT AGREEMENT This Development Agreement is entered into by Alder Corp. and Birch LLC, which are also parties to a Distribution Agreement.' +
      ' Birch shall develop the instruments for Alder.';
    expect(detectContractType(legend)).toBe('services');
  });

  it('tries a later capitalised title when the first title line names no family', () => {
    const text = 'EXHIBIT II RATE SCHEDULE A AGREEMENT BETWEEN ALDER AND BIRCH\nPackage No. 7\nGAS TRANSPORTATION AGREEMENT\nThe Transporter shall receive and transport the gas for the Shipper.';
    expect(detectContractType(text)).toBe('services');
  });

  it('prefers a first line in capitals to a recital taken as the title', () => {
    const text =
      'COVENANT NOT TO COMPETE\nThis covenant is given by the Seller.\nWHEREAS, to induce the Purchaser to close the Asset Purchase Agreement, the Seller gives this Agreement;\n' +
      'The Seller shall not compete with the Purchaser in the sale of goods and products.';
    expect(detectContractType(text)).toBe('other');
  });
});

describe('NDA direction', () => {
  it('reads a confidentiality undertaking, deed or CDA, and a proprietary information agreement, as an NDA, but not an inventions assignment', () => {
    const body = '\nThe Recipient shall keep secret the services and deliverables of the Company and use them only for the Project.';
    expect(detectContractType('CONFIDENTIALITY UNDERTAKING' + body)).toBe('nda-unilateral');
    expect(detectContractType('DEED POLL\nCONFIDENTIALITY UNDERTAKING' + body)).toBe('nda-unilateral');
    expect(detectContractType('CONFIDENTIAL DISCLOSURE AGREEMENT' + body)).toBe('nda-unilateral');
    expect(detectContractType('CONFIDENTIALITY AND DATA PROTECTION AGREEMENT' + body)).toBe('nda-unilateral');
    expect(detectContractType('PROPRIETARY INFORMATION AND EXPORT CONTROL AGREEMENT' + body)).toBe('nda-unilateral');
    expect(detectContractType('STRICTLY PRIVATE AND CONFIDENTIAL\nDATA ROOM ACCESS AGREEMENT\nThe Bidder shall keep the Information secret; the Seller makes it available in the data room.')).toBe('nda-unilateral');
    expect(detectContractType('CLEAN TEAM AGREEMENT' + body)).toBe('nda-unilateral');
    expect(detectContractType('PROPRIETARY INFORMATION AND INVENTIONS ASSIGNMENT AGREEMENT' + body)).not.toMatch(/^nda/);
  });

  it('reads "Non Disclosure" written with a space as an NDA', () => {
    // Few NDA words in the body: the title must decide.
    expect(detectContractType('NON DISCLOSURE AGREEMENT\nThe Recipient shall keep secret the services and deliverables of the Company.')).toBe('nda-unilateral');
  });

  it('finds a mutual NDA from each party receiving, "each other\'s" information, or recitals disclosing both ways', () => {
    const receive = 'NON-DISCLOSURE AGREEMENT\nWHEREAS each Party wishes to receive Confidential Information from the other Party for the Purpose.';
    expect(detectContractType(receive)).toBe('nda-mutual');
    const circumvent = 'NON-CIRCUMVENTION AND NON-DISCLOSURE AGREEMENT\nThe Parties shall keep in confidence all dealings under this Agreement and each other\'s business contacts.';
    expect(detectContractType(circumvent)).toBe('nda-mutual');
    const recitals =
      'NON-DISCLOSURE AGREEMENT\nWHEREAS Alder has certain design information and desires to disclose it to Birch for evaluation;\n' +
      'WHEREAS Birch has certain design information and desires to disclose it to Alder for evaluation;';
    expect(detectContractType(recitals)).toBe('nda-mutual');
    const oneWay = 'NON-DISCLOSURE AGREEMENT\nWHEREAS Alder desires to disclose design information to Birch, and Birch shall keep it secret.';
    expect(detectContractType(oneWay)).toBe('nda-unilateral');
  });
});

describe('titles whose deal the body gives away', () => {
  it('files a promotion paid in shares as services, and a promotion of a share offering as other', () => {
    const paidInShares = doc(
      'PROMOTION AGREEMENT',
      'The Promoter shall provide promotion services and secure contracts with thirty music venues and concerts for the Company.',
      'As compensation the Company shall issue to the Promoter 50,000 shares of its common stock, and further shares of common stock for each five venues.',
      'The shares shall be restricted securities.',
    );
    expect(detectContractType(paidInShares)).toBe('services');
    const offering = doc(
      'PROMOTION AGREEMENT',
      'The Promoter shall promote the offering of the shares of common stock under the prospectus and the registration statement.',
      'The Promoter shall act through registered broker-dealers and shall not sell securities outside the offering.',
    );
    expect(detectContractType(offering)).toBe('other');
  });

  it('files a maintenance agreement that keeps up a borrower\'s capital for its lenders as other, not services', () => {
    const capital = doc(
      'MAINTENANCE AGREEMENT',
      'The Investor shall make Required Capital Contributions to the Borrowers or Qualified Subordinated Loans to the Borrowers.',
      'The Lenders and the Borrowers entered into the Financing Agreement, and the loans under it are subordinated to the Obligations.',
    );
    expect(detectContractType(capital)).toBe('other');
    const upkeep = doc(
      'MAINTENANCE AGREEMENT',
      'The Contractor shall maintain the equipment and provide maintenance services each month.',
      'The Customer shall pay for the services within thirty days.',
    );
    expect(detectContractType(upkeep)).toBe('services');
  });

  it('reads a letter NDA by its body, not by the sender\'s name on the letterhead or a numbered sentence saying "agreement"', () => {
    const letter = [
      'ALDER TALENT MANAGEMENT LIMITED',
      '4 High Street, London',
      '',
      'Dear Sirs',
      '',
      'Proposed endorsement arrangement',
      '',
      '1.1 Before we discuss the proposed arrangement with you in any detail, we need your agreement to the terms set out in this letter, which you accept by signing below.',
      '2.1 "Confidential Information" means all information that we give you about the arrangement. You, as the recipient, shall keep the Confidential Information secret.',
      '2.2 You shall not disclose Confidential Information to anyone except your professional advisers, and shall use Confidential Information only to evaluate the arrangement.',
    ].join('\n');
    expect(detectContractType(letter)).toBe('nda-unilateral');
    // The same firm's name heading a services contract leaves the contract's own title in charge.
    expect(detectContractType('ALDER TALENT MANAGEMENT LIMITED\n\nCONSULTING SERVICES AGREEMENT\nThe Consultant shall provide the services.\n')).toBe('services');
    // A confidentiality commitment under the letterhead is an NDA.
    expect(detectContractType('ALDER ADVISORY GROUP, LLC\nCLIENT CONFIDENTIALITY COMMITMENT\nThe Consultant will keep the Client\'s Confidential Information secret.\n')).toBe('nda-unilateral');
    // A title naming the parties is still a title.
    expect(detectContractType('SUPPLY AGREEMENT BETWEEN ALDER LIMITED AND BIRCH CO., LTD.\n\nThe Seller shall deliver the goods.\n')).toBe('goods');
  });

  it('files a sublease with leases, and a recruitment agency with services', () => {
    const sublease = 'SUBLEASE\nrelating to part of the fourth floor, 14 Tallow Court, London\nPARTIES:\n(1) ALDER DIGITAL LIMITED (the "Sublandlord"); and\n(2) BIRCH ASSOCIATES LIMITED (the "Subtenant").\n1. The Sublandlord lets the Premises to the Subtenant, with the licence of the Superior Landlord, for the Term.\n2. The Subtenant shall pay the Rent quarterly in advance.\n';
    expect(detectContractType(sublease)).toBe('other');
    const agency = 'INTERNATIONAL STUDENT RECRUITMENT AGENCY AGREEMENT\nThis Agreement is made between Alder University (the "University") and Birch Education Limited (the "Agency").\n1. Services. The Agency shall provide student recruitment services to the University: it shall promote the University\'s programmes and refer qualified applicants to it.\n2. The University shall pay the Agency a commission for each enrolled student.\n';
    expect(detectContractType(agency)).toBe('services');
  });

  it('files a letter by its subject line, or the line under its salutation, when it has no other title', () => {
    const dealer =
      'ALDER STATIONERY CO., LTD.\nNo. 5 Park Road, Ningbo, China\n\nBirch Utiles S.A.C.\nLima, Peru\n\nSubject: Appointment as sole dealer for Peru\n\nDear Mr. Quispe,\n\n' +
      'We are pleased to confirm the terms on which you will buy our products, and the goods will be delivered FOB Ningbo on each purchase order.\n';
    expect(detectContractType(dealer)).toBe('distribution');
    const shoot =
      'ALDER STUDIO (BEIJING) CO., LTD.\nBeijing, China\n\nDear Harriet,\n\n"The Porcelain Road" - photography in Jingdezhen, November 2025\n\n' +
      'This letter sets out the terms on which we will take the pictures for your magazine. Our fee is EUR 18,000.\n';
    expect(detectContractType(shoot)).toBe('services');
    const search = 'ALDER PARTNERS INC.\nToronto\n\nDear Rafael:\n\nRe: Engagement Letter - Search for a Chief Financial Officer\n\nThank you for selecting us to find your next CFO.\n';
    expect(detectContractType(search)).toBe('services');
    // A first line under the salutation that is a sentence is no subject.
    const sentence = 'ALDER LTD.\n\nDear Sirs,\n\nThank you for your design ideas.\n\nThe goods will be shipped and the buyer shall pay the seller for the products on delivery.\n';
    expect(detectContractType(sentence)).toBe('goods');
  });

  it('files an alliance that retains one party as the other\'s consultant as services', () => {
    const retained = 'STRATEGIC ALLIANCE AGREEMENT\nThis Agreement is made between Alder Corp. (the "Company") and Birch LLC ("Consultant").\nConsultant shall provide marketing and introduction services to the Company.\n';
    expect(detectContractType(retained)).toBe('services');
    const alliance = 'STRATEGIC ALLIANCE AGREEMENT\nThis Agreement is made between Alder Corp. ("Alder") and Birch LLC ("Birch").\nThe parties shall jointly market their products and share the revenues.\n';
    expect(detectContractType(alliance)).toBe('other');
  });
});

describe('non-binding letters of intent and term sheets', () => {
  it('knows a preliminary document that says it does not bind, and nothing else', () => {
    const loi = 'LETTER OF INTENT\nFrom: Alder Inc.\nTo: Birch Co., Ltd.\n1. Purpose. Alder proposes to appoint Birch as its manufacturer.\n2. Except for paragraph 3, this letter is not legally binding and creates no obligation to enter into any agreement.\n';
    expect(isNonBinding(loi)).toBe(true);
    expect(isNonBinding(loi.replace('LETTER OF INTENT', 'TERM SHEET'))).toBe(true);
    // A letter of intent that binds, and a binding agreement that mentions non-binding forecasts.
    expect(isNonBinding(loi.replace('this letter is not legally binding and creates no obligation to enter into any agreement', 'this letter is binding on both parties'))).toBe(false);
    expect(isNonBinding('SUPPLY AGREEMENT\nThis Agreement is made between Alder Inc. and Birch Co., Ltd.\n1. Forecasts. Forecasts are non-binding estimates.\n')).toBe(false);
  });
});
