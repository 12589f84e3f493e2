import type { CmsContent } from './cms';

/** English CMS pages (HTML as an editor would write it). */
export const CMS_EN: Record<string, CmsContent> = {
  'about-us': {
    title: 'About Aman',
    content: `<h2>Who we are</h2>
<p>Aman is an Egyptian online store for electronics and home appliances. We bring the brands Egyptian families trust, from mobiles, TVs and laptops to refrigerators, washing machines and air conditioners, together in one place with clear prices and official warranties.</p>
<p>Behind the website stands a network of about 250 branches across the governorates, so help is never far away: you can pick up your instalment card, pay an instalment or ask a question in person.</p>
<h2>What makes us different</h2>
<ul>
<li><strong>Instalments made simple:</strong> buy with the Aman card over 6, 12, 18 or 24 months, and up to 36 months on selected offers.</li>
<li><strong>Flexible payment:</strong> pay by Visa or Mastercard, cash on delivery, mobile wallet or the Aman instalment card.</li>
<li><strong>Fast delivery:</strong> 1 to 3 business days in Cairo and Giza and 5 to 7 business days in the other governorates.</li>
<li><strong>Genuine products:</strong> every item is new, sealed and covered by the official agent's warranty.</li>
</ul>
<h2>Sell on Aman</h2>
<p>Dealers and retailers can join the marketplace in three steps: create a merchant account, add the company details and register a bank account for settlements.</p>
<h2>Contact us</h2>
<p>Our customer service team is available on <strong>19910</strong> every day from 9 am to 10 pm.</p>`,
  },
  'terms-and-conditions': {
    title: 'Terms and Conditions',
    content: `<h2>1. Introduction</h2>
<p>These terms govern your use of the Aman website and apps and every purchase you make through them. By creating an account or placing an order you accept these terms.</p>
<h2>2. Your account</h2>
<ul>
<li>You sign in with your mobile number or e-mail and a password of 8 to 40 characters.</li>
<li>Your mobile number is verified by a one-time code; keep your password and codes confidential.</li>
<li>You are responsible for all activity under your account and must tell us at once on 19910 if you suspect misuse.</li>
</ul>
<h2>3. Prices and orders</h2>
<p>All prices are in Egyptian pounds and include VAT. Offer prices apply only during the period shown on the product page. An order is confirmed when you receive a confirmation message; we may cancel an order if an item is out of stock or a price was shown in error, and any amount paid will be refunded in full.</p>
<h2>4. Payment</h2>
<p>You can pay by card (Visa or Mastercard), cash on delivery, mobile wallet or the Aman instalment card. Instalment purchases are available on items of 500 EGP or more and are subject to your available credit limit. Some products do not support every payment method; this is shown at checkout.</p>
<h2>5. Delivery</h2>
<p>We deliver within 1 to 3 business days in Cairo and Giza and within 5 to 7 business days in the other governorates. Please inspect the package in front of the courier and note any visible damage before signing.</p>
<h2>6. Warranty</h2>
<p>Products carry the official manufacturer or agent warranty stated on the product page. The warranty does not cover misuse, incorrect installation or damage caused by voltage fluctuations.</p>
<h2>7. Changes to these terms</h2>
<p>We may update these terms from time to time. The version published on this page when you place an order is the one that applies to it.</p>
<h2>8. The Aman card</h2>
<p>These terms apply to the Aman instalment card you apply for in your account or in a branch, in addition to the sections above.</p>
<ul>
<li><strong>Who can apply:</strong> Egyptian citizens aged 21 or over, with a valid national ID and proof of income. We tell you our decision within 2 days; the credit limit is set from your income, and we may change it later, never below what is in use, telling you by SMS.</li>
<li><strong>Fees:</strong> applying is free. A one-time issuing fee of 100 EGP is added to your first instalment.</li>
<li><strong>Interest:</strong> each plan's interest, its monthly amount, its total and the day of each instalment are shown on the product's page and at checkout before you confirm the order with your secret code (PIN). They do not change afterwards.</li>
<li><strong>Instalments:</strong> one a month, on the days in the order's schedule in your account. You can pay online from the Pay instalment page or in any branch, and pay several early; each instalment's share of the price goes back to your available balance, while its interest and the issuing fee do not, as they were never taken from it.</li>
<li><strong>Late payment:</strong> an instalment not paid by its day is shown as overdue on your card's page. There is no late fee. While instalments are overdue we may put your card on hold: you cannot use your credit limit until it is released; call 19910.</li>
<li><strong>Returns and cancellations:</strong> when an order paid with the card is canceled or returned, its amount goes back to your available balance and its remaining instalments are canceled; instalments already paid for it are refunded.</li>
<li><strong>Your secret code:</strong> keep it to yourself. After 5 wrong tries it is locked until you set a new one with a code sent to the card's mobile number.</li>
<li><strong>Validity:</strong> the card is valid for 3 years from the day it is issued.</li>
</ul>`,
  },
  'return-refund-policy': {
    title: 'Return and Refund Policy',
    content: `<h2>Returns</h2>
<p>If you are not satisfied with your purchase you can request a return within 14 days of delivery from the Orders section of your account, or by calling 19910.</p>
<h3>Conditions</h3>
<ul>
<li>The item must be unused, in its original packaging and with all accessories, manuals and gifts.</li>
<li>Large appliances that have been installed can only be returned if a manufacturing defect is confirmed by the agent's technician.</li>
<li>Items with broken seals, such as earbuds, shavers and personal care products, cannot be returned for hygiene reasons unless they are faulty.</li>
</ul>
<h2>Defective or wrong items</h2>
<p>If you receive a damaged, faulty or wrong item, contact us within 48 hours of delivery. We will collect it free of charge and send a replacement or issue a full refund.</p>
<h2>Refunds</h2>
<ol>
<li>Once the returned item reaches our warehouse and passes inspection, the refund is approved.</li>
<li>Card and wallet payments are refunded to the original payment method; the amount reaches your account within 3 to 4 days.</li>
<li>Cash-on-delivery orders are refunded to your bank account or mobile wallet.</li>
<li>Instalment purchases are cancelled and the amount is restored to your Aman card credit limit.</li>
</ol>
<h2>Cancelling an order</h2>
<p>You can cancel an order, or a single product in it, free of charge before it is shipped.</p>`,
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    content: `<h2>Your privacy matters</h2>
<p>This policy explains what personal data Aman collects, why we collect it and how we keep it safe.</p>
<h2>Data we collect</h2>
<ul>
<li>Account details: name, mobile number, e-mail address and password (stored encrypted).</li>
<li>Delivery addresses: governorate, city, area, street, building, floor and apartment.</li>
<li>Order and payment history. We never store your full card number; card payments are processed by certified payment providers.</li>
<li>For instalment card applications: national ID, job and income details and the documents you upload.</li>
</ul>
<h2>How we use it</h2>
<ul>
<li>To process and deliver your orders and handle returns.</li>
<li>To assess credit limit applications and manage your instalments.</li>
<li>To send order updates and, if you subscribe, our newsletter. You can unsubscribe at any time.</li>
</ul>
<h2>Sharing</h2>
<p>We share data only with delivery partners, payment providers and sellers as needed to fulfil your order, or when the law requires it. We do not sell personal data.</p>
<h2>Your rights</h2>
<p>You can view and update your details from your account, or ask us to delete your account by calling 19910.</p>`,
  },
  'store-offers': {
    title: 'Store Offers',
    content: `<h2>This season's offers</h2>
<p>Save on the brands you love with limited-time discounts across the store. Offer prices are shown on each product together with the original price.</p>
<ul>
<li><strong>Air conditioners:</strong> discounts on split and inverter models from Carrier, Sharp and LG, with instalments over up to 24 months.</li>
<li><strong>Smart TVs:</strong> special prices on 55 and 65-inch 4K screens from Samsung, LG and Sony.</li>
<li><strong>Kitchen:</strong> bundles of cookers, microwaves and small appliances from Fresh, Tornado and Moulinex.</li>
<li><strong>Mobiles:</strong> the latest phones with free delivery in Cairo and Giza.</li>
</ul>
<h2>Instalments on offers</h2>
<p>Every offer item of 500 EGP or more can be bought with the Aman card over 6, 12, 18 or 24 months, and up to 36 months on selected products.</p>
<p>Offers are valid while stocks last and until the end of the countdown shown at the top of the page.</p>`,
  },
  'instalment-card': {
    title: 'Aman Instalment Card',
    content: `<h2>Shop now, pay in instalments</h2>
<p>The Aman card is a store credit card that lets you buy electronics and home appliances and pay over 6, 12, 18 or 24 months, and up to 36 months on selected products.</p>
<h2>Who can apply</h2>
<ul>
<li>Egyptian nationality.</li>
<li>Minimum age 21 years.</li>
<li>A valid national ID and proof of income.</li>
</ul>
<h2>How it works</h2>
<ol>
<li>Apply online from the credit limit request page, or in any of our about 250 branches.</li>
<li>We review your application and tell you our decision within 2 days.</li>
<li>Your card is delivered within 2 working days in Greater Cairo and 4 working days outside it.</li>
<li>Choose the Aman card at checkout and confirm with your PIN.</li>
</ol>
<h2>Fees and terms</h2>
<ul>
<li>Card issuing fee: 100 EGP, added to the first instalment.</li>
<li>The card is valid for 3 years.</li>
<li>Instalments are available on items of 500 EGP or more.</li>
</ul>
<p>Pay your instalments online, in any branch or through our partners. For help, call 19910.</p>`,
  },
  'help-aman-card': {
    title: 'Help: the Aman card',
    content: `<h2>About the card</h2>
<h3>What is the Aman card?</h3>
<p>A store credit card for buying electronics and home appliances on Aman and in our about 250 branches, paid back in monthly instalments.</p>
<h3>Which instalment terms can I choose?</h3>
<p>6, 12, 18 or 24 months, and up to 36 months on selected products. The instalment plans table on each product's page shows the terms its seller offers and each monthly amount.</p>
<h3>How long is the card valid?</h3>
<p>Three years from the day it is issued.</p>
<h3>Is there a fee?</h3>
<p>A one-time issuing fee of 100 EGP, added to your first instalment. There is no fee to apply.</p>
<h2>Applying</h2>
<h3>Who can apply?</h3>
<p>Egyptian citizens aged 21 or over, with a valid national ID and proof of income.</p>
<h3>How do I apply?</h3>
<p>Online from the credit limit request page in your account (you upload the front and back of your national ID and your documents there), or in any of our branches.</p>
<h3>When will I know the decision?</h3>
<p>We tell you our decision within 2 days, by SMS and e-mail. If we need a document again, we tell you which one.</p>
<h3>When will the card reach me?</h3>
<p>Within 2 working days in Greater Cairo and 4 working days elsewhere in Egypt.</p>
<h2>Shopping and paying</h2>
<h3>Which products can I buy with the card?</h3>
<p>Products marked for instalments, when every item in the order costs 500 EGP or more. The order total must be within your card's available balance.</p>
<h3>How do I pay my instalments?</h3>
<p>Online from the Pay instalment page, signed in or with a code sent to the card's phone, by bank card; or in any branch.</p>
<h3>Can I pay instalments early?</h3>
<p>Yes, several at once from the Pay instalment page. Each instalment's share of the price goes back to your card's available balance; its interest and the issuing fee do not, as they were never taken from it. Paying early does not change the interest agreed for the plan.</p>
<h3>How much interest will I pay?</h3>
<p>It depends on the plan you choose. The instalment plans table on each product's page and the checkout show each plan's interest, its monthly amount and its total before you confirm the order with your secret code, and they do not change afterwards.</p>
<h3>What if I pay an instalment late?</h3>
<p>An instalment not paid by its day is shown as overdue on your card's page and on the Pay instalment page, where you can still pay it. There is no late fee, but while instalments are overdue we may put your card on hold, and you cannot use your credit limit until it is released. Call 19910 if you cannot pay on time.</p>
<h3>I forgot my secret code (PIN). What do I do?</h3>
<p>On your Aman card's page in your account, choose "Forgot the secret code?": we send a code to the card's mobile number, and you choose a new 4-digit code. After 5 wrong tries the code is locked until you set a new one this way.</p>
<h3>What happens to my balance when I return a product?</h3>
<p>The amount goes back to your card's balance and its remaining instalments are canceled. Refunds to a bank card reach your account within 3 to 4 days.</p>
<h3>My card is on hold. What do I do?</h3>
<p>You cannot use your credit limit while it is on hold. Call customer service on 19910.</p>`,
  },
  'sell-on-aman': {
    title: 'Why sell on Aman',
    content: `<h2>Reach shoppers across Egypt</h2>
<p>Aman brings your products to shoppers in every governorate, online and through our about 250 branches. Customers can buy your products in instalments with the Aman card over 6, 12, 18 or 24 months, and up to 36 months on selected products, while you are paid in full.</p>
<ul>
<li><strong>More buyers:</strong> instalments open your products to shoppers who would not pay the whole price at once.</li>
<li><strong>Shipping:</strong> you hand each order to the courier of your choice and enter its tracking number in your seller portal, and we tell the shopper at each step. Shoppers expect delivery within 1 to 3 business days in Cairo and Giza and 5 to 7 elsewhere.</li>
<li><strong>Support:</strong> a seller team on 19910 helps you list products and answer orders.</li>
</ul>
<h2>Fees</h2>
<ul>
<li>No registration fee and no monthly subscription.</li>
<li>A commission on each product delivered, the same for every category, at the rate shown on this page; a change applies only from its day, never to what you sold before it.</li>
<li>Instalment costs are paid by the shopper; you receive the product's full price less the commission.</li>
</ul>
<h2>Payouts</h2>
<p>Sales of delivered orders are paid monthly by bank transfer to the account (IBAN) in your application, less the commission and any refunds, with a statement for each month in your seller portal.</p>
<h2>What you need</h2>
<p>A commercial register, a tax card, the owner's national ID and an Egyptian bank account in the company's name. We review applications within 2 business days and tell you by SMS and e-mail.</p>`,
  },
};
