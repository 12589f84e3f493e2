import type { CategoryDef, MainCategoryDef } from './types';

const c = (urlKey: string, en: string, ar: string, children?: CategoryDef[]): CategoryDef =>
  children ? { urlKey, en, ar, children } : { urlKey, en, ar };

/** The 3-level demo catalogue tree; order is the display position. */
export const CATEGORY_TREE: MainCategoryDef[] = [
  {
    ...c('mobiles-tablets', 'Mobiles & Tablets', 'الموبايلات والتابلت', [
      c('mobile-phones', 'Mobile Phones', 'الهواتف المحمولة', [
        c('android-phones', 'Android Phones', 'هواتف أندرويد'),
        c('iphones', 'iPhones', 'هواتف آيفون'),
      ]),
      c('tablets', 'Tablets', 'التابلت'),
      c('mobile-accessories', 'Mobile Accessories', 'إكسسوارات الموبايل', [
        c('chargers-cables', 'Chargers & Cables', 'الشواحن والكابلات'),
        c('power-banks', 'Power Banks', 'باور بانك'),
        c('cases-covers', 'Cases & Covers', 'الجرابات والأغطية'),
      ]),
      c('smart-watches', 'Smart Watches', 'الساعات الذكية'),
    ]),
    shape: 'phone',
    color: '#2f6fde',
    includeInMenu: true,
    includeInSidebar: true,
    includeInBoxSidebar: true,
    importancePosition: 1,
  },
  {
    ...c('tvs', 'TVs', 'الشاشات والتليفزيونات', [
      c('smart-tvs', 'Smart TVs', 'الشاشات الذكية', [
        c('oled', 'OLED TVs', 'شاشات OLED'),
        c('qled', 'QLED TVs', 'شاشات QLED'),
        c('led', 'LED TVs', 'شاشات LED'),
      ]),
      c('standard-tvs', 'Standard TVs', 'الشاشات العادية'),
      c('tv-accessories', 'TV Accessories', 'إكسسوارات الشاشات', [
        c('wall-mounts', 'Wall Mounts', 'حوامل الحائط'),
        c('receivers', 'Satellite Receivers', 'الريسيفرات'),
      ]),
    ]),
    shape: 'tv',
    color: '#1e40af',
    includeInMenu: true,
    includeInSidebar: true,
    includeInBoxSidebar: true,
    importancePosition: 2,
  },
  {
    ...c('laptops-computers', 'Laptops & Computers', 'اللابتوب والكمبيوتر', [
      c('laptops', 'Laptops', 'اللابتوب', [
        c('gaming-laptops', 'Gaming Laptops', 'لابتوب جيمنج'),
        c('everyday-laptops', 'Everyday Laptops', 'لابتوب للاستخدام اليومي'),
        c('business-laptops', 'Business Laptops', 'لابتوب للأعمال'),
      ]),
      c('desktops-monitors', 'Desktops & Monitors', 'الكمبيوتر والشاشات', [
        c('monitors', 'Monitors', 'شاشات الكمبيوتر'),
        c('all-in-one', 'All-in-One PCs', 'كمبيوتر متكامل'),
      ]),
      c('printers', 'Printers', 'الطابعات'),
      c('computer-accessories', 'Computer Accessories', 'إكسسوارات الكمبيوتر', [
        c('keyboards-mice', 'Keyboards & Mice', 'الكيبورد والماوس'),
        c('storage-devices', 'Storage Devices', 'وحدات التخزين'),
      ]),
    ]),
    shape: 'laptop',
    color: '#6b7280',
    includeInMenu: true,
    includeInSidebar: true,
    includeInBoxSidebar: true,
    importancePosition: 3,
  },
  {
    ...c('large-appliances', 'Large Appliances', 'الأجهزة الكبيرة', [
      c('refrigerators', 'Refrigerators', 'الثلاجات', [
        c('no-frost-refrigerators', 'No Frost Refrigerators', 'ثلاجات نوفروست'),
        c('defrost-refrigerators', 'Defrost Refrigerators', 'ثلاجات ديفروست'),
        c('side-by-side-refrigerators', 'Side by Side Refrigerators', 'ثلاجات سايد باي سايد'),
      ]),
      c('freezers', 'Freezers', 'الديب فريزر'),
      c('washing-machines', 'Washing Machines', 'الغسالات', [
        c('front-load-washers', 'Front Load Washers', 'غسالات تحميل أمامي'),
        c('top-load-washers', 'Top Load Washers', 'غسالات تحميل علوي'),
      ]),
      c('dishwashers', 'Dishwashers', 'غسالات الأطباق'),
      c('water-heaters', 'Water Heaters', 'السخانات'),
    ]),
    shape: 'fridge',
    color: '#0e7490',
    includeInMenu: true,
    includeInSidebar: true,
    includeInBoxSidebar: true,
    importancePosition: 4,
  },
  {
    ...c('air-conditioners', 'Air Conditioners', 'التكييفات', [
      c('split-acs', 'Split Air Conditioners', 'تكييفات سبليت', [
        c('cool-only-acs', 'Cool Only', 'تبريد فقط'),
        c('cool-heat-acs', 'Cool & Heat', 'تبريد وتدفئة'),
        c('inverter-acs', 'Inverter', 'إنفرتر'),
      ]),
      c('free-standing-acs', 'Free Standing ACs', 'تكييفات دولابي'),
      c('fans-coolers', 'Fans & Air Coolers', 'المراوح والمبردات', [
        c('fans', 'Fans', 'المراوح'),
        c('air-coolers', 'Air Coolers', 'مبردات الهواء'),
      ]),
    ]),
    shape: 'ac',
    color: '#0284c7',
    includeInMenu: true,
    includeInSidebar: true,
    includeInBoxSidebar: false,
    importancePosition: 5,
  },
  {
    ...c('kitchen-appliances', 'Kitchen Appliances', 'أجهزة المطبخ', [
      c('cookers-ovens', 'Cookers & Ovens', 'البوتاجازات والأفران', [
        c('gas-cookers', 'Gas Cookers', 'البوتاجازات'),
        c('built-in-ovens', 'Built-in Ovens', 'الأفران البلت إن'),
      ]),
      c('microwaves', 'Microwaves', 'الميكروويف'),
      c('food-preparation', 'Food Preparation', 'تحضير الطعام', [
        c('blenders', 'Blenders', 'الخلاطات'),
        c('food-processors', 'Food Processors', 'محضرات الطعام'),
        c('stand-mixers', 'Stand Mixers', 'العجانات'),
      ]),
      c('cooker-hoods', 'Cooker Hoods', 'الشفاطات'),
    ]),
    shape: 'oven',
    color: '#b45309',
    includeInMenu: true,
    includeInSidebar: true,
    includeInBoxSidebar: false,
    importancePosition: 6,
  },
  {
    ...c('small-appliances', 'Small Appliances', 'الأجهزة الصغيرة', [
      c('irons', 'Irons', 'المكاوي', [
        c('steam-irons', 'Steam Irons', 'مكاوي البخار'),
        c('garment-steamers', 'Garment Steamers', 'مكاوي الملابس العمودية'),
      ]),
      c('vacuum-cleaners', 'Vacuum Cleaners', 'المكانس الكهربائية'),
      c('coffee-tea', 'Coffee & Tea', 'القهوة والشاي', [
        c('coffee-machines', 'Coffee Machines', 'ماكينات القهوة'),
        c('kettles', 'Kettles', 'الغلايات'),
      ]),
      c('air-fryers', 'Air Fryers', 'القلايات الهوائية'),
      c('water-dispensers', 'Water Dispensers', 'مبردات المياه'),
    ]),
    shape: 'jug',
    color: '#c2410c',
    includeInMenu: false,
    includeInSidebar: true,
    includeInBoxSidebar: true,
    importancePosition: 7,
  },
  {
    ...c('audio', 'Audio', 'الصوتيات', [
      c('headphones', 'Headphones & Earbuds', 'السماعات', [
        c('wireless-earbuds', 'Wireless Earbuds', 'سماعات أذن لاسلكية'),
        c('over-ear-headphones', 'Over-Ear Headphones', 'سماعات رأس'),
      ]),
      c('speakers', 'Speakers', 'مكبرات الصوت', [
        c('bluetooth-speakers', 'Bluetooth Speakers', 'سماعات بلوتوث'),
        c('soundbars', 'Soundbars', 'ساوند بار'),
      ]),
      c('home-theatre', 'Home Theatre', 'المسرح المنزلي'),
    ]),
    shape: 'headphones',
    color: '#7c3aed',
    includeInMenu: false,
    includeInSidebar: true,
    includeInBoxSidebar: false,
    importancePosition: 8,
  },
  {
    ...c('gaming', 'Gaming', 'الألعاب', [
      c('gaming-consoles', 'Gaming Consoles', 'أجهزة الألعاب'),
      c('gaming-accessories', 'Controllers & Accessories', 'الذراعات والإكسسوارات'),
      c('gaming-headsets', 'Gaming Headsets', 'سماعات الألعاب'),
    ]),
    shape: 'console',
    color: '#059669',
    includeInMenu: false,
    includeInSidebar: true,
    includeInBoxSidebar: false,
    importancePosition: 9,
  },
  {
    ...c('cameras', 'Cameras', 'الكاميرات', [
      c('digital-cameras', 'Digital Cameras', 'الكاميرات الرقمية', [
        c('mirrorless-cameras', 'Mirrorless Cameras', 'كاميرات ميرورلس'),
        c('dslr-cameras', 'DSLR Cameras', 'كاميرات DSLR'),
      ]),
      c('action-cameras', 'Action Cameras', 'كاميرات الأكشن'),
      c('security-cameras', 'Security Cameras', 'كاميرات المراقبة'),
    ]),
    shape: 'camera',
    color: '#be123c',
    includeInMenu: false,
    includeInSidebar: true,
    includeInBoxSidebar: false,
    importancePosition: 10,
  },
  {
    ...c('personal-care', 'Personal Care', 'العناية الشخصية', [
      c('shavers-trimmers', 'Shavers & Trimmers', 'ماكينات الحلاقة', [
        c('shavers', 'Electric Shavers', 'ماكينات حلاقة كهربائية'),
        c('trimmers', 'Trimmers', 'ماكينات التشذيب'),
      ]),
      c('hair-care', 'Hair Care', 'العناية بالشعر', [
        c('hair-dryers', 'Hair Dryers', 'مجففات الشعر'),
        c('hair-straighteners', 'Hair Straighteners', 'مكواة الشعر'),
      ]),
      c('epilators', 'Epilators', 'أجهزة إزالة الشعر'),
    ]),
    shape: 'accessory',
    color: '#db2777',
    includeInMenu: false,
    includeInSidebar: true,
    includeInBoxSidebar: false,
    importancePosition: 0,
  },
  {
    ...c('smart-home', 'Smart Home', 'المنزل الذكي', [
      c('smart-lighting', 'Smart Plugs & Lighting', 'المقابس والإضاءة الذكية'),
      c('robot-vacuums', 'Robot Vacuums', 'المكانس الروبوت'),
      c('smart-speakers', 'Smart Speakers', 'السماعات الذكية'),
      c('routers', 'Wi-Fi Routers', 'راوتر واي فاي'),
    ]),
    shape: 'router',
    color: '#4f46e5',
    includeInMenu: false,
    includeInSidebar: false,
    includeInBoxSidebar: false,
    importancePosition: 0,
  },
];
