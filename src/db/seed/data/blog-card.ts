import type { DemoBlogPost } from './blog-categories';

const AR_AUTHOR = 'فريق بطاقة أمان';
const EN_AUTHOR = 'Aman card team';
const CARD = { color: '#f97316' };

/** Posts about the instalment card, paying instalments and delivery, consistent with §9. */
export const BLOG_CARD_POSTS: DemoBlogPost[] = [
  {
    identifier: 'how-to-apply-for-the-aman-card',
    categories: ['aman-card'],
    daysAgo: 1,
    image: CARD,
    ar: {
      title: 'كيف تتقدم بطلب بطاقة أمان للتقسيط خطوة بخطوة',
      short: 'الشروط والمستندات ومدة الرد: كل ما تحتاجه لتحصل على حد ائتماني وتبدأ الشراء بالتقسيط.',
      author: AR_AUTHOR,
      tags: ['بطاقة أمان', 'حد ائتماني', 'تقسيط'],
      content: `<p>بطاقة أمان تتيح لك شراء الأجهزة الآن ودفع ثمنها على أقساط شهرية. التقديم يتم من حسابك على الموقع في دقائق.</p>
<h2>من يمكنه التقديم؟</h2>
<ul><li>مصري الجنسية.</li><li>سنّك 21 عامًا على الأقل.</li><li>لديك دخل ثابت من عمل أو معاش.</li></ul>
<h2>المستندات المطلوبة</h2>
<p>صورة البطاقة الشخصية من الوجهين، وما يثبت الدخل مثل مفردات المرتب أو خطاب من جهة العمل. يمكنك رفع الصور بصيغة jpg أو png بحجم حتى 5 ميجابايت.</p>
<h2>ماذا يحدث بعد التقديم؟</h2>
<p>نراجع طلبك ونرد عليك خلال يومين. عند الموافقة تصلك البطاقة خلال يومي عمل داخل القاهرة الكبرى و4 أيام عمل خارجها، وهي صالحة لمدة 3 سنوات.</p>
<h2>رسوم الإصدار</h2>
<p>رسوم إصدار البطاقة 100 جنيه فقط، ولا تدفعها مقدمًا: تُضاف إلى أول قسط. لأي استفسار اتصل بنا على 19910.</p>`,
    },
    en: {
      title: 'How to apply for the Aman instalment card, step by step',
      short:
        'Who can apply, which documents you need and how soon you hear back: everything to get a credit limit and start buying in instalments.',
      author: EN_AUTHOR,
      tags: ['Aman card', 'Credit limit', 'Instalments'],
      content: `<p>The Aman card lets you take your appliances home now and pay for them in monthly instalments. You apply from your account on the site in a few minutes.</p>
<h2>Who can apply?</h2>
<ul><li>Egyptian nationals.</li><li>Aged 21 or over.</li><li>With a regular income from work or a pension.</li></ul>
<h2>The documents you need</h2>
<p>Both sides of your national ID card and proof of income, such as a salary statement or a letter from your employer. Upload the pictures as jpg or png files of up to 5 MB.</p>
<h2>What happens after you apply?</h2>
<p>We review your application and answer within 2 days. Once approved, the card reaches you within 2 working days in Greater Cairo and 4 working days elsewhere, and it is valid for 3 years.</p>
<h2>The issuing fee</h2>
<p>The card's issuing fee is only 100 EGP, and you do not pay it up front: it is added to your first instalment. For any question call us on 19910.</p>`,
    },
  },
  {
    identifier: 'shopping-online-with-the-aman-card',
    categories: ['aman-card', 'instalments'],
    daysAgo: 5,
    image: CARD,
    ar: {
      title: 'الشراء أونلاين ببطاقة أمان: من السلة حتى تأكيد الطلب',
      short: 'اختر الأجهزة، واختر مدة التقسيط، وأكّد بالرقم السري. وهذه القواعد التي يجب أن تعرفها قبل الدفع.',
      author: AR_AUTHOR,
      tags: ['بطاقة أمان', 'الدفع', 'تقسيط'],
      content: `<p>الدفع ببطاقة أمان على الموقع لا يحتاج إلى زيارة فرع. إليك كيف تسير العملية.</p>
<h2>قبل الدفع</h2>
<ul><li>يجب ألا يقل سعر أي منتج في السلة عن 500 جنيه، فالمنتجات الأرخص لا تُقسّط.</li><li>يجب أن يغطي رصيد البطاقة إجمالي الطلب.</li><li>بعض المنتجات لا تدعم الدفع بالبطاقة وتُستبعد من الطلب تلقائيًا.</li></ul>
<h2>اختيار مدة التقسيط</h2>
<p>في صفحة الدفع تختار بين 6 و12 و18 و24 شهرًا، وتظهر لك قيمة القسط الشهري لكل مدة قبل أن تقرر.</p>
<h2>التأكيد بالرقم السري</h2>
<p>تؤكد الطلب برقم البطاقة السري المكوّن من 4 أرقام. إذا نسيته يمكنك طلب رقم جديد برسالة على هاتفك المسجّل.</p>`,
    },
    en: {
      title: 'Shopping online with the Aman card: from cart to confirmation',
      short:
        'Pick your appliances, choose your instalment term and confirm with your PIN. Plus the rules to know before you pay.',
      author: EN_AUTHOR,
      tags: ['Aman card', 'Payment', 'Instalments'],
      content: `<p>Paying with the Aman card on the site needs no branch visit. Here is how it works.</p>
<h2>Before you pay</h2>
<ul><li>No item in the cart may cost less than 500 EGP: cheaper items cannot be paid in instalments.</li><li>The card's balance must cover the order total.</li><li>A few products do not support card payment and are taken out of the order automatically.</li></ul>
<h2>Choosing your term</h2>
<p>On the payment page you choose 6, 12, 18 or 24 months, and you see the monthly instalment for each term before you decide.</p>
<h2>Confirming with your PIN</h2>
<p>You confirm the order with the card's 4-digit PIN. If you forget it, you can ask for a new one by text message to your registered phone.</p>`,
    },
  },
  {
    identifier: 'pay-your-instalment-online',
    categories: ['instalments'],
    daysAgo: 10,
    image: { color: '#0f766e', shape: 'phone' },
    ar: {
      title: 'ادفع قسطك أونلاين في دقيقة بدون زيارة فرع',
      short: 'من صفحة دفع القسط يمكنك سداد القسط المستحق ببطاقة بنكية، واستلام إيصال فوري.',
      author: AR_AUTHOR,
      tags: ['دفع القسط', 'تقسيط', 'بطاقة بنكية'],
      content: `<p>لم تعد بحاجة إلى الوقوف في طابور لدفع القسط الشهري.</p>
<h2>كيف تدفع</h2>
<p>ادخل إلى صفحة دفع القسط، واختر القسط المستحق، ثم ادفع ببطاقة فيزا أو ماستركارد. يظهر الإيصال فورًا ويصلك برسالة.</p>
<h2>ادفع في موعدك</h2>
<p>السداد في الموعد يحافظ على حدك الائتماني متاحًا لمشترياتك القادمة. نرسل لك تذكيرًا قبل موعد كل قسط.</p>
<h2>هل يمكن السداد المبكر؟</h2>
<p>نعم، يمكنك دفع أكثر من قسط في المرة الواحدة، ويعود نصيب كل قسط من ثمن المنتج إلى رصيد بطاقتك المتاح (لا فائدته ولا رسوم الإصدار، فهي لم تُخصم منه أصلًا). السداد المبكر لا يغيّر فائدة الخطة المتفق عليها.</p>
<h2>مساعدة</h2>
<p>إذا واجهتك مشكلة في الدفع اتصل بخدمة العملاء على 19910.</p>`,
    },
    en: {
      title: 'Pay your instalment online in a minute, no branch visit needed',
      short:
        'From the pay-instalment page you can settle what is due with a bank card and get a receipt straight away.',
      author: EN_AUTHOR,
      tags: ['Pay instalment', 'Instalments', 'Bank card'],
      content: `<p>You no longer need to queue to pay your monthly instalment.</p>
<h2>How to pay</h2>
<p>Open the pay-instalment page, pick the instalment that is due and pay with a Visa or Mastercard. The receipt shows at once and reaches you by text message.</p>
<h2>Pay on time</h2>
<p>Paying on time keeps your credit limit available for your next purchase. We remind you before each due date.</p>
<h2>Can I pay early?</h2>
<p>Yes, you can pay several instalments at once, and each instalment's share of the price goes back to your card's available balance (not its interest nor the issuing fee, which were never taken from it). Paying early does not change the interest agreed for the plan.</p>
<h2>Help</h2>
<p>If anything goes wrong with a payment, call customer service on 19910.</p>`,
    },
  },
  {
    identifier: 'instalment-terms-explained',
    categories: ['instalments', 'aman-card'],
    daysAgo: 17,
    image: { color: '#a855f7' },
    ar: {
      title: '6 أم 12 أم 24 شهرًا؟ كيف تختار مدة التقسيط المناسبة',
      short: 'مدة أطول تعني قسطًا أصغر لكن ليس دائمًا الخيار الأفضل. مقارنة بسيطة تساعدك على القرار.',
      author: AR_AUTHOR,
      tags: ['تقسيط', 'مدة التقسيط', 'بطاقة أمان'],
      content: `<p>عند الدفع ببطاقة أمان تختار بين 6 و12 و18 و24 شهرًا، وتصل بعض العروض إلى 36 شهرًا.</p>
<h2>المدة القصيرة</h2>
<p>6 أشهر مناسبة للأجهزة الأصغر مثل الموبايل أو الميكروويف، وتعيد لك حدك الائتماني سريعًا لمشتريات أخرى.</p>
<h2>المدة الطويلة</h2>
<p>24 شهرًا أو أكثر تناسب الأجهزة الكبيرة مثل التكييف والثلاجة، وتجعل القسط الشهري في حدود ميزانيتك.</p>
<h2>انتبه إلى العروض</h2>
<p>بعض البائعين يقدمون تقسيطًا بدون فوائد على مدد محددة، وتظهر هذه العروض في صفحة المنتج وفي صفحة الدفع.</p>
<h2>تذكير</h2>
<p>رسوم إصدار البطاقة 100 جنيه تُضاف إلى أول قسط مرة واحدة فقط.</p>`,
    },
    en: {
      title: '6, 12 or 24 months? How to choose your instalment term',
      short:
        'A longer term means a smaller instalment but is not always the best choice. A simple comparison to help you decide.',
      author: EN_AUTHOR,
      tags: ['Instalments', 'Instalment term', 'Aman card'],
      content: `<p>When you pay with the Aman card you choose 6, 12, 18 or 24 months, and some offers go up to 36 months.</p>
<h2>A short term</h2>
<p>6 months suits smaller items such as a phone or a microwave, and frees your credit limit quickly for other purchases.</p>
<h2>A long term</h2>
<p>24 months or more suits large appliances such as an air conditioner or a fridge, and keeps the monthly instalment within your budget.</p>
<h2>Watch for offers</h2>
<p>Some sellers offer interest-free instalments on certain terms; these offers show on the product page and at checkout.</p>
<h2>A reminder</h2>
<p>The card's 100 EGP issuing fee is added to your first instalment, once only.</p>`,
    },
  },
  {
    identifier: 'delivery-and-returns',
    categories: ['tips'],
    daysAgo: 25,
    image: { color: '#eab308', shape: 'accessory' },
    ar: {
      title: 'مواعيد التوصيل والاسترجاع: ماذا تتوقع بعد تأكيد طلبك',
      short:
        'التوصيل من 1 إلى 3 أيام عمل في القاهرة والجيزة، ومن 5 إلى 7 أيام في باقي المحافظات. وهكذا يتم الاسترجاع.',
      author: AR_AUTHOR,
      tags: ['التوصيل', 'الاسترجاع', 'طلباتي'],
      content: `<p>بعد تأكيد طلبك تتابع حالته من صفحة طلباتي خطوة بخطوة.</p>
<h2>مواعيد التوصيل</h2>
<p>نوصّل خلال 1 إلى 3 أيام عمل داخل القاهرة والجيزة، وخلال 5 إلى 7 أيام عمل في باقي المحافظات. يتصل بك مندوب التوصيل قبل الوصول.</p>
<h2>الدفع عند الاستلام</h2>
<p>عند الدفع عند الاستلام تُشحن قطعة واحدة من كل منتج.</p>
<h2>الاسترجاع واسترداد المبلغ</h2>
<p>يمكنك طلب استرجاع منتج من صفحة الطلب وفق سياسة الاسترجاع. بعد استلام المنتج وفحصه يعود المبلغ إلى حسابك خلال 3 إلى 4 أيام.</p>`,
    },
    en: {
      title: 'Delivery and returns: what to expect after you order',
      short:
        'Delivery takes 1 to 3 business days in Cairo and Giza and 5 to 7 elsewhere. And this is how returns work.',
      author: EN_AUTHOR,
      tags: ['Delivery', 'Returns', 'My orders'],
      content: `<p>Once your order is confirmed you can follow it step by step from My orders.</p>
<h2>Delivery times</h2>
<p>We deliver within 1 to 3 business days in Cairo and Giza and 5 to 7 business days in other governorates. The courier calls you before arriving.</p>
<h2>Cash on delivery</h2>
<p>With cash on delivery, one unit of each product is shipped.</p>
<h2>Returns and refunds</h2>
<p>You can ask to return a product from the order page under the return policy. Once we receive and check it, the money is back in your account within 3 to 4 days.</p>`,
    },
  },
  {
    identifier: 'keep-your-air-conditioner-efficient',
    categories: ['tips'],
    daysAgo: 45,
    image: { color: '#38bdf8', shape: 'fan' },
    ar: {
      title: '5 نصائح ليبقى التكييف باردًا وفاتورة الكهرباء أقل',
      short:
        'تنظيف الفلتر وضبط الحرارة على 24 درجة وإغلاق الستائر: عادات بسيطة تفرق في الاستهلاك وعمر الجهاز.',
      author: 'فريق أمان للتسوق',
      tags: ['تكييف', 'توفير الكهرباء', 'صيانة'],
      content: `<p>التكييف أكبر مستهلك للكهرباء في البيت صيفًا، وهذه عادات تقلل الفاتورة.</p>
<h2>نظّف الفلتر كل أسبوعين</h2>
<p>الفلتر المسدود بالتراب يجعل الجهاز يعمل أكثر ليبرّد أقل. اغسله بالماء واتركه يجف قبل إعادته.</p>
<h2>24 درجة تكفي</h2>
<p>كل درجة أقل من 24 تزيد الاستهلاك بنحو 6%، والفرق في الإحساس بسيط.</p>
<h2>أغلق الستائر والأبواب</h2>
<p>الشمس المباشرة على الزجاج ترفع حرارة الغرفة بسرعة، والباب المفتوح يضيّع التبريد.</p>
<h2>صيانة قبل الصيف</h2>
<p>افحص شحنة الفريون وتصريف المياه مرة في السنة قبل بداية الموسم.</p>`,
    },
    en: {
      title: '5 tips to keep your AC cool and your electricity bill low',
      short:
        'Clean the filter, set 24 degrees and draw the curtains: simple habits that cut power use and lengthen the unit’s life.',
      author: 'Aman Shopping team',
      tags: ['Air conditioners', 'Saving power', 'Maintenance'],
      content: `<p>The air conditioner is the biggest power user in a home in summer; these habits bring the bill down.</p>
<h2>Clean the filter every two weeks</h2>
<p>A dusty filter makes the unit work harder to cool less. Rinse it with water and let it dry before putting it back.</p>
<h2>24 degrees is enough</h2>
<p>Each degree below 24 adds about 6% to the power use, and you will hardly feel the difference.</p>
<h2>Close curtains and doors</h2>
<p>Direct sun on the glass heats a room quickly, and an open door lets the cool air escape.</p>
<h2>A service before summer</h2>
<p>Have the refrigerant and the drain checked once a year before the season starts.</p>`,
    },
  },
  {
    identifier: 'white-friday-2026-preview',
    categories: ['tips'],
    // Scheduled: not shown until its day (tests check that it stays hidden).
    daysAgo: -10,
    image: { color: '#111111', shape: 'tv' },
    ar: {
      title: 'استعد للجمعة البيضاء 2026',
      short: 'أقوى عروض السنة قادمة قريبًا.',
      author: 'فريق أمان للتسوق',
      tags: ['عروض'],
      content: '<h2>قريبًا</h2><p>عروض الجمعة البيضاء على كل الأجهزة.</p>',
    },
    en: {
      title: 'Get ready for White Friday 2026',
      short: 'The best offers of the year are coming soon.',
      author: 'Aman Shopping team',
      tags: ['Offers'],
      content: '<h2>Coming soon</h2><p>White Friday offers on every appliance.</p>',
    },
  },
];
