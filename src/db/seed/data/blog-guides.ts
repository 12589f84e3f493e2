import type { DemoBlogPost } from './blog-categories';

const AR_AUTHOR = 'فريق أمان للتسوق';
const EN_AUTHOR = 'Aman Shopping team';

/** Buying guides: one per large product family the store sells. */
export const BLOG_GUIDES: DemoBlogPost[] = [
  {
    identifier: 'air-conditioner-buying-guide',
    categories: ['buying-guides'],
    daysAgo: 3,
    image: { color: '#0ea5e9', shape: 'ac' },
    ar: {
      title: 'دليلك لاختيار التكييف المناسب لغرفتك قبل الصيف',
      short:
        'كم حصان تحتاج؟ وهل يستحق الإنفرتر فرق السعر؟ إجابات عملية لاختيار تكييف يناسب مساحة غرفتك وفاتورة الكهرباء.',
      author: AR_AUTHOR,
      tags: ['تكييف', 'إنفرتر', 'دليل الشراء'],
      content: `<p>صيف القاهرة لا يرحم، واختيار التكييف الخطأ يعني غرفة لا تبرد أو فاتورة كهرباء مرتفعة. إليك ما تراجعه قبل الشراء.</p>
<h2>القدرة المناسبة لمساحة الغرفة</h2>
<p>القاعدة التقريبية: 1.5 حصان لغرفة حتى 16 مترًا مربعًا، و2.25 حصان حتى 24 مترًا، و3 أحصنة للصالات الأكبر. الغرف المواجهة للشمس أو في الدور الأخير تحتاج درجة أعلى.</p>
<h2>إنفرتر أم عادي؟</h2>
<p>تكييف الإنفرتر يغيّر سرعة الضاغط بدل أن يفصل ويعمل باستمرار، فيوفر في الاستهلاك حتى 40% إذا كان يعمل ساعات طويلة يوميًا. إذا كنت تشغّله أغلب الليل فالفرق في السعر يعود إليك خلال موسمين تقريبًا.</p>
<h2>بارد فقط أم بارد ساخن؟</h2>
<p>في القاهرة والجيزة يكفي البارد فقط لأغلب البيوت، أما في المدن الأبرد شتاءً فالبارد الساخن يغنيك عن دفاية منفصلة.</p>
<h2>التركيب والتقسيط</h2>
<ul><li>تأكد من أن السعر يشمل التركيب وماسورة النحاس.</li><li>يمكنك الشراء بالتقسيط على 6 أو 12 أو 18 أو 24 شهرًا ببطاقة أمان.</li><li>التوصيل خلال 1 إلى 3 أيام عمل داخل القاهرة والجيزة.</li></ul>`,
    },
    en: {
      title: 'How to choose the right air conditioner for your room before summer',
      short:
        'How many horsepower do you need, and is an inverter worth the extra cost? Practical answers for a cool room and a sensible electricity bill.',
      author: EN_AUTHOR,
      tags: ['Air conditioners', 'Inverter', 'Buying guide'],
      content: `<p>Cairo summers are unforgiving, and the wrong air conditioner means a room that never cools down or a painful electricity bill. Here is what to check before you buy.</p>
<h2>The right capacity for your room</h2>
<p>A rough rule: 1.5 HP for a room up to 16 square metres, 2.25 HP up to 24, and 3 HP for larger living rooms. Rooms facing the sun or on the top floor need the next size up.</p>
<h2>Inverter or standard?</h2>
<p>An inverter unit changes the compressor speed instead of switching on and off, saving up to 40% of the power when it runs for many hours a day. If yours runs most of the night, the difference in price pays for itself in about two seasons.</p>
<h2>Cooling only, or cooling and heating?</h2>
<p>In Cairo and Giza cooling only is enough for most homes; in cooler cities a heat-pump model saves you a separate heater in winter.</p>
<h2>Installation and instalments</h2>
<ul><li>Check that the price includes installation and the copper piping.</li><li>You can pay in 6, 12, 18 or 24 monthly instalments with the Aman card.</li><li>Delivery takes 1 to 3 business days in Cairo and Giza.</li></ul>`,
    },
  },
  {
    identifier: 'tv-buying-guide',
    categories: ['buying-guides'],
    daysAgo: 8,
    image: { color: '#6366f1', shape: 'tv' },
    ar: {
      title: 'كيف تختار الشاشة المناسبة: المقاس والدقة ونوع اللوحة',
      short: 'من 43 إلى 75 بوصة، ومن LED إلى OLED: دليل مختصر لاختيار شاشة تناسب غرفتك وميزانيتك.',
      author: AR_AUTHOR,
      tags: ['شاشات', 'تلفزيون', 'دليل الشراء'],
      content: `<p>الشاشة الجديدة تبقى معك سنوات، فخذ دقائق لتختارها بعناية.</p>
<h2>المقاس حسب مسافة الجلوس</h2>
<p>اضرب المسافة بين الكنبة والشاشة بالمتر في 25 لتحصل على المقاس المناسب بالبوصة تقريبًا: مسافة مترين تناسبها شاشة 50 بوصة، و3 أمتار تناسبها 65 بوصة.</p>
<h2>الدقة ونوع اللوحة</h2>
<p>دقة 4K أصبحت الأساس من 50 بوصة فأكثر. لوحات QLED أكثر سطوعًا في الغرف المضيئة، وOLED تعطي أسود حقيقيًا وتباينًا أعلى للمشاهدة الليلية.</p>
<h2>الشاشة الذكية والمنافذ</h2>
<p>تأكد من وجود منافذ HDMI كافية لجهاز الاستقبال وجهاز الألعاب، ومن دعم التطبيقات التي تستخدمها يوميًا.</p>
<h2>الدفع</h2>
<p>يمكنك تقسيط الشاشة ببطاقة أمان ما دام سعرها 500 جنيه أو أكثر، واختيار المدة التي تناسبك حتى 36 شهرًا في العروض المتاحة.</p>`,
    },
    en: {
      title: 'How to choose a TV: size, resolution and panel type',
      short:
        'From 43 to 75 inches, from LED to OLED: a short guide to a screen that suits your room and your budget.',
      author: EN_AUTHOR,
      tags: ['TVs', 'Television', 'Buying guide'],
      content: `<p>A new TV stays with you for years, so take a few minutes to choose it well.</p>
<h2>Size by viewing distance</h2>
<p>Multiply the distance from the sofa to the screen in metres by 25 to get a rough size in inches: two metres suits a 50-inch screen, three metres a 65-inch one.</p>
<h2>Resolution and panel</h2>
<p>4K is the norm from 50 inches up. QLED panels are brighter in sunny rooms; OLED gives true black and higher contrast for evening viewing.</p>
<h2>Smart features and ports</h2>
<p>Make sure there are enough HDMI ports for your receiver and games console, and that the apps you use every day are supported.</p>
<h2>Paying</h2>
<p>You can pay for the TV in instalments with the Aman card as long as it costs 500 EGP or more, over the term that suits you, up to 36 months on selected offers.</p>`,
    },
  },
  {
    identifier: 'refrigerator-buying-guide',
    categories: ['buying-guides'],
    daysAgo: 14,
    image: { color: '#14b8a6', shape: 'fridge' },
    ar: {
      title: 'دليل شراء الثلاجة: السعة ونظام النوفروست واستهلاك الكهرباء',
      short:
        'كم قدمًا تحتاج أسرتك؟ وما الفرق بين النوفروست والديفروست؟ كل ما تحتاج معرفته قبل شراء ثلاجة جديدة.',
      author: AR_AUTHOR,
      tags: ['ثلاجات', 'أجهزة منزلية', 'دليل الشراء'],
      content: `<p>الثلاجة هي الجهاز الوحيد في البيت الذي يعمل 24 ساعة يوميًا، لذلك يستحق اختيارها تفكيرًا أكثر.</p>
<h2>السعة المناسبة لأسرتك</h2>
<p>لأسرة من شخصين تكفي 14 إلى 16 قدمًا، ولأسرة من أربعة أفراد 18 إلى 21 قدمًا، وللأسر الأكبر أو من يخزّن كثيرًا 24 قدمًا أو ثلاجة بابين جانبيين.</p>
<h2>نوفروست أم ديفروست؟</h2>
<p>النوفروست يمنع تكوّن الثلج ويوفر عليك إذابته يدويًا، بينما الديفروست أرخص وأهدأ قليلًا. أغلب الأسر في مصر تفضّل النوفروست للراحة.</p>
<h2>استهلاك الكهرباء</h2>
<p>ابحث عن ملصق كفاءة الطاقة والضاغط الإنفرتر، فهو يقلل الاستهلاك ويعمل بهدوء ويتحمل تذبذب الكهرباء أفضل.</p>
<h2>قبل التوصيل</h2>
<p>قِس مكان الثلاجة وعرض الباب والسلم، واترك الثلاجة واقفة ساعتين بعد وصولها قبل تشغيلها.</p>`,
    },
    en: {
      title: 'Refrigerator buying guide: capacity, no-frost and power use',
      short:
        'How many cubic feet does your family need, and what is the difference between no-frost and defrost? Everything to know before buying a fridge.',
      author: EN_AUTHOR,
      tags: ['Refrigerators', 'Home appliances', 'Buying guide'],
      content: `<p>The fridge is the one appliance in your home that runs 24 hours a day, so it deserves a little more thought.</p>
<h2>The right capacity for your family</h2>
<p>For two people 14 to 16 cubic feet is enough, for a family of four 18 to 21, and for larger families or anyone who stocks up, 24 feet or a side-by-side model.</p>
<h2>No-frost or defrost?</h2>
<p>No-frost stops ice from building up so you never defrost by hand; defrost models are cheaper and slightly quieter. Most Egyptian families prefer no-frost for the convenience.</p>
<h2>Power use</h2>
<p>Look for the energy label and an inverter compressor: it uses less power, runs quietly and copes better with voltage swings.</p>
<h2>Before delivery</h2>
<p>Measure the space, the door and the stairs, and let the fridge stand for two hours after it arrives before switching it on.</p>`,
    },
  },
  {
    identifier: 'smartphone-buying-guide',
    categories: ['buying-guides'],
    daysAgo: 21,
    image: { color: '#f97316', shape: 'phone' },
    ar: {
      title: 'كيف تختار موبايلك الجديد: المعالج والكاميرا والبطارية',
      short: 'لا تنخدع بعدد الكاميرات. ما الذي يهم فعلًا عند اختيار هاتف ذكي في حدود ميزانيتك؟',
      author: AR_AUTHOR,
      tags: ['موبايلات', 'هواتف ذكية', 'دليل الشراء'],
      content: `<p>سوق الموبايلات في مصر مليء بالخيارات، وهذه أهم النقاط التي تفرق بين هاتف يرضيك وآخر تندم عليه.</p>
<h2>الذاكرة والمساحة</h2>
<p>اختر 8 جيجابايت رام على الأقل و128 جيجابايت مساحة تخزين إذا كنت تصوّر كثيرًا أو تستخدم تطبيقات التواصل طوال اليوم.</p>
<h2>الكاميرا</h2>
<p>جودة المستشعر الرئيسي وثبات الصورة أهم من عدد العدسات. جرّب صور الإضاءة المنخفضة في المراجعات قبل أن تقرر.</p>
<h2>البطارية والشحن</h2>
<p>بطارية 5000 مللي أمبير مع شحن سريع 33 واط أو أكثر تكفي يومًا كاملًا من الاستخدام المكثف.</p>
<h2>الضمان والتقسيط</h2>
<p>اشترِ من بائع يقدم ضمان الوكيل، ويمكنك التقسيط ببطاقة أمان بدون مقدم على مدد تبدأ من 6 أشهر.</p>`,
    },
    en: {
      title: 'How to choose your next phone: processor, camera and battery',
      short:
        'Do not be fooled by the number of cameras. What really matters when choosing a smartphone within your budget?',
      author: EN_AUTHOR,
      tags: ['Mobiles', 'Smartphones', 'Buying guide'],
      content: `<p>The Egyptian phone market is full of choices; these are the points that separate a phone you will enjoy from one you will regret.</p>
<h2>Memory and storage</h2>
<p>Go for at least 8 GB of RAM and 128 GB of storage if you take many photos or live in messaging apps all day.</p>
<h2>The camera</h2>
<p>The quality of the main sensor and image stabilisation matter more than the number of lenses. Check low-light samples in reviews before you decide.</p>
<h2>Battery and charging</h2>
<p>A 5000 mAh battery with 33 W fast charging or more lasts a full day of heavy use.</p>
<h2>Warranty and instalments</h2>
<p>Buy from a seller offering the official agent's warranty, and pay with the Aman card in instalments with no down payment, over terms starting at 6 months.</p>`,
    },
  },
  {
    identifier: 'laptop-buying-guide',
    categories: ['buying-guides'],
    daysAgo: 30,
    image: { color: '#64748b', shape: 'laptop' },
    ar: {
      title: 'لابتوب للدراسة أم للعمل أم للألعاب؟ دليل اختيار اللابتوب',
      short: 'المعالج وكارت الشاشة وقرص SSD: كيف توازن بين الأداء والوزن والسعر قبل بداية العام الدراسي.',
      author: AR_AUTHOR,
      tags: ['لابتوب', 'كمبيوتر', 'دليل الشراء'],
      content: `<p>اختيار اللابتوب يبدأ بسؤال واحد: فيمَ ستستخدمه؟</p>
<h2>للدراسة والعمل المكتبي</h2>
<p>معالج Core i5 أو Ryzen 5 مع 8 إلى 16 جيجابايت رام وقرص SSD بسعة 512 جيجابايت تكفي للبرامج المكتبية والاجتماعات والتصفح، ويفضّل وزن أقل من 1.6 كيلو.</p>
<h2>للتصميم والألعاب</h2>
<p>ابحث عن كارت شاشة منفصل وشاشة بمعدل تحديث 144 هرتز وتبريد جيد. هذه الأجهزة أثقل وتحتاج شاحنًا أقوى.</p>
<h2>ما لا يجب التنازل عنه</h2>
<ul><li>قرص SSD وليس HDD.</li><li>شاشة IPS بدقة Full HD على الأقل.</li><li>لوحة مفاتيح بالعربية والإنجليزية.</li></ul>
<h2>قسّطه على العام الدراسي</h2>
<p>مع بطاقة أمان يمكنك توزيع ثمن اللابتوب على 12 شهرًا ليتناسب مع مصروف العام الدراسي.</p>`,
    },
    en: {
      title: 'A laptop for study, work or gaming? How to choose',
      short:
        'Processor, graphics and SSD: how to balance performance, weight and price before the school year starts.',
      author: EN_AUTHOR,
      tags: ['Laptops', 'Computers', 'Buying guide'],
      content: `<p>Choosing a laptop starts with one question: what will you use it for?</p>
<h2>For study and office work</h2>
<p>A Core i5 or Ryzen 5 with 8 to 16 GB of RAM and a 512 GB SSD handles office software, meetings and browsing; aim for less than 1.6 kg.</p>
<h2>For design and gaming</h2>
<p>Look for a dedicated graphics card, a 144 Hz screen and good cooling. These machines are heavier and need a bigger charger.</p>
<h2>What not to compromise on</h2>
<ul><li>An SSD, not a hard disk.</li><li>An IPS screen, at least Full HD.</li><li>An Arabic and English keyboard.</li></ul>
<h2>Spread it over the school year</h2>
<p>With the Aman card you can spread the price over 12 months to match the school year's budget.</p>`,
    },
  },
  {
    identifier: 'washing-machine-buying-guide',
    categories: ['buying-guides'],
    daysAgo: 38,
    image: { color: '#22c55e', shape: 'washer' },
    ar: {
      title: 'غسالة فوق أوتوماتيك أم تحميل أمامي؟ دليل شراء الغسالة',
      short: 'السعة بالكيلو وسرعة العصر واستهلاك المياه: كيف تختار غسالة تناسب حجم أسرتك ومكانها في البيت.',
      author: AR_AUTHOR,
      tags: ['غسالات', 'أجهزة منزلية', 'دليل الشراء'],
      content: `<p>الغسالة الأوتوماتيك وفّرت على البيوت المصرية ساعات من التعب، لكن أي نوع يناسبك؟</p>
<h2>التحميل الأمامي أم العلوي</h2>
<p>غسالات التحميل الأمامي تستهلك مياهًا وكهرباء أقل وتعامل الملابس بلطف، أما التحميل العلوي فأسهل في الاستخدام لكبار السن ولا تحتاج إلى الانحناء.</p>
<h2>السعة المناسبة</h2>
<p>7 كيلو تكفي لأسرة صغيرة، و8 إلى 10 كيلو لأسرة من أربعة أو خمسة أفراد، خاصة إذا كنت تغسل البطاطين في البيت.</p>
<h2>سرعة العصر والبرامج</h2>
<p>سرعة 1200 لفة في الدقيقة تخرج الملابس شبه جافة، وبرنامج الغسيل السريع 15 دقيقة مفيد للاستخدام اليومي.</p>
<h2>التوصيل والتركيب</h2>
<p>نوصّل الغسالة خلال 1 إلى 3 أيام عمل في القاهرة والجيزة و5 إلى 7 أيام في باقي المحافظات.</p>`,
    },
    en: {
      title: 'Top loader or front loader? A washing machine buying guide',
      short:
        'Capacity, spin speed and water use: how to pick a washer that fits your family and the space you have.',
      author: EN_AUTHOR,
      tags: ['Washing machines', 'Home appliances', 'Buying guide'],
      content: `<p>Automatic washers have saved Egyptian homes hours of work, but which kind suits you?</p>
<h2>Front or top loading</h2>
<p>Front loaders use less water and power and are gentler on clothes; top loaders are easier for older family members because there is no bending down.</p>
<h2>The right capacity</h2>
<p>7 kg is enough for a small family, 8 to 10 kg for four or five people, especially if you wash blankets at home.</p>
<h2>Spin speed and programmes</h2>
<p>1200 rpm leaves clothes almost dry, and a 15-minute quick wash is handy for everyday loads.</p>
<h2>Delivery and installation</h2>
<p>We deliver in 1 to 3 business days in Cairo and Giza and 5 to 7 days in other governorates.</p>`,
    },
  },
];
