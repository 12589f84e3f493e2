import { attr, line } from './attr';
import type { BrandRange, ProductKind } from './types';

/** A phone model and the storage, RAM, screen, battery, main camera and networks it comes in. */
const phone = (
  name: string,
  storage: string[],
  ram: string[],
  screen: string,
  battery: string,
  camera: string,
  network: string[],
) =>
  line(name, {
    storage_gb: storage,
    ram_gb: ram,
    screen_size: [screen],
    battery_mah: [battery],
    camera_mp: [camera],
    network,
  });

/** A tablet model and the storage, RAM and screen sizes it comes in. */
const tablet = (name: string, storage: string[], ram: string[], screen: string[]) =>
  line(name, { storage_gb: storage, ram_gb: ram, screen_size: screen });

/** A smart watch model and its display, battery life and connectivity. */
const watch = (name: string, display: string, batteryHours: string, connectivity: string[]) =>
  line(name, { display: [display], battery_h: [batteryHours], connectivity });

/** The operating system each TV maker ships (every smart TV kind's `os` list holds these). */
const TV_BY_BRAND: Record<string, BrandRange> = {
  samsung: { attrs: { os: ['Tizen'] } },
  lg: { attrs: { os: ['webOS'] } },
  sony: { attrs: { os: ['Google TV'] } },
  philips: { attrs: { os: ['Google TV'] } },
  xiaomi: { attrs: { os: ['Google TV'] } },
  sharp: { attrs: { os: ['Android TV', 'Google TV'] } },
  tornado: { attrs: { os: ['Android TV'] } },
  toshiba: { attrs: { os: ['VIDAA'] } },
};

const iphone15Colors = ['Black', 'Blue', 'Green', 'Pink'];
const iphone16Colors = ['Black', 'White', 'Blue', 'Green', 'Pink'];
const proColors = ['Black', 'White', 'Gold', 'Silver'];

/** Product generators for the Mobiles & Tablets and TVs leaves, keyed by leaf url_key. */
export const MOBILE_TV_KINDS: Record<string, ProductKind> = {
  'android-phones': {
    code: 'AND',
    shape: 'phone',
    color: '#2f6fde',
    brands: ['samsung', 'xiaomi', 'oppo', 'huawei', 'infinix', 'realme'],
    price: [4500, 65000],
    scale: 'storage_gb',
    attrs: [
      attr('storage_gb', '64', '128', '256', '512'),
      attr('ram_gb', '4', '6', '8', '12'),
      attr('screen_size', '6.2', '6.5', '6.6', '6.7', '6.8'),
      attr('battery_mah', '4000', '4500', '5000'),
      attr('camera_mp', '13', '50', '108', '200'),
      attr('network', '4G', '5G'),
    ],
    colors: ['Black', 'Blue', 'Green', 'Silver', 'Purple'],
    // Each maker's own lines, cheapest first.
    byBrand: {
      samsung: {
        models: [
          phone('Galaxy A15', ['128', '256'], ['4', '6', '8'], '6.5', '5000', '50', ['4G', '5G']),
          phone('Galaxy A35', ['128', '256'], ['6', '8'], '6.6', '5000', '50', ['5G']),
          phone('Galaxy A55', ['128', '256'], ['8', '12'], '6.6', '5000', '50', ['5G']),
          phone('Galaxy S24', ['256', '512'], ['8'], '6.2', '4000', '50', ['5G']),
          phone('Galaxy S24 Ultra', ['256', '512'], ['12'], '6.8', '5000', '200', ['5G']),
        ],
      },
      xiaomi: {
        models: [
          phone('Redmi 13', ['128', '256'], ['6', '8'], '6.8', '5000', '108', ['4G']),
          phone('Redmi Note 13', ['128', '256'], ['6', '8'], '6.7', '5000', '108', ['4G']),
          phone('Redmi Note 13 Pro+', ['256', '512'], ['8', '12'], '6.7', '5000', '200', ['5G']),
          phone('14T Pro', ['512'], ['12'], '6.7', '5000', '50', ['5G']),
        ],
      },
      oppo: {
        models: [
          phone('A60', ['128', '256'], ['6', '8'], '6.7', '5000', '50', ['4G']),
          phone('A79', ['256'], ['8'], '6.7', '5000', '50', ['5G']),
          phone('Reno12 F', ['256'], ['8', '12'], '6.7', '5000', '50', ['4G', '5G']),
          phone('Reno12 Pro', ['512'], ['12'], '6.7', '5000', '50', ['5G']),
        ],
      },
      huawei: {
        models: [
          phone('nova 12i', ['128'], ['8'], '6.7', '5000', '108', ['4G']),
          phone('nova 12 SE', ['256'], ['8'], '6.7', '4500', '108', ['4G']),
          phone('nova 13', ['256', '512'], ['12'], '6.7', '5000', '50', ['4G']),
          phone('Pura 70', ['256', '512'], ['12'], '6.6', '5000', '50', ['5G']),
        ],
      },
      infinix: {
        models: [
          phone('Smart 8', ['64', '128'], ['4'], '6.6', '5000', '13', ['4G']),
          phone('Hot 40i', ['128', '256'], ['4', '8'], '6.6', '5000', '50', ['4G']),
          phone('Note 40', ['256'], ['8'], '6.8', '5000', '108', ['4G']),
          phone('Zero 40', ['512'], ['12'], '6.8', '5000', '108', ['5G']),
        ],
      },
      realme: {
        models: [
          phone('C61', ['128', '256'], ['4', '6', '8'], '6.7', '5000', '50', ['4G']),
          phone('C67', ['128', '256'], ['6', '8'], '6.7', '5000', '108', ['4G']),
          phone('12', ['256'], ['8'], '6.7', '5000', '108', ['5G']),
          phone('12 Pro+', ['512'], ['12'], '6.7', '5000', '50', ['5G']),
        ],
      },
    },
    name: {
      en: '{brand} {model} Smartphone, {ram_gb}GB RAM, {storage_gb}GB, {network}, {color}',
      ar: 'موبايل {brand} {model} رام {ram_gb} جيجابايت، {storage_gb} جيجابايت، {network}، {color}',
    },
    intro: {
      en: 'The {brand} {model} pairs a {screen_size}-inch display with a {battery_mah} mAh battery that comfortably lasts a full day.',
      ar: 'يجمع موبايل {brand} {model} بين شاشة {screen_size} بوصة وبطارية {battery_mah} مللي أمبير تكفي يومًا كاملًا من الاستخدام.',
    },
    weight: 2.5,
  },
  iphones: {
    code: 'IPH',
    shape: 'phone',
    color: '#4b5563',
    brands: ['apple'],
    price: [32000, 95000],
    scale: 'storage_gb',
    attrs: [
      attr('storage_gb', '128', '256', '512', '1024'),
      attr('screen_size', '6.1', '6.3', '6.7', '6.9'),
      attr('camera_mp', '48'),
      attr('network', '5G'),
      attr('sim', 'Dual SIM + eSIM'),
      attr('os', 'iOS 18'),
    ],
    colors: ['Black', 'White', 'Blue', 'Green', 'Pink', 'Gold', 'Silver'],
    models: [
      line('iPhone 15', { storage_gb: ['128', '256', '512'], screen_size: ['6.1'], color: iphone15Colors }),
      line('iPhone 15 Plus', {
        storage_gb: ['128', '256', '512'],
        screen_size: ['6.7'],
        color: iphone15Colors,
      }),
      line('iPhone 16', { storage_gb: ['128', '256', '512'], screen_size: ['6.1'], color: iphone16Colors }),
      line('iPhone 16 Plus', {
        storage_gb: ['128', '256', '512'],
        screen_size: ['6.7'],
        color: iphone16Colors,
      }),
      line('iPhone 16 Pro', {
        storage_gb: ['128', '256', '512', '1024'],
        screen_size: ['6.3'],
        color: proColors,
      }),
      line('iPhone 16 Pro Max', {
        storage_gb: ['256', '512', '1024'],
        screen_size: ['6.9'],
        color: proColors,
      }),
    ],
    name: {
      en: 'Apple {model} {storage_gb}GB, {color}',
      ar: 'أبل {model} سعة {storage_gb} جيجابايت، {color}',
    },
    intro: {
      en: 'The {model} brings a {screen_size}-inch Super Retina display, a 48 MP main camera and all-day battery life.',
      ar: 'يقدم {model} شاشة Super Retina مقاس {screen_size} بوصة وكاميرا رئيسية 48 ميجابكسل وبطارية تدوم طوال اليوم.',
    },
    weight: 1.5,
  },
  tablets: {
    code: 'TAB',
    shape: 'tablet',
    color: '#3b82f6',
    brands: ['samsung', 'apple', 'lenovo', 'xiaomi', 'huawei'],
    price: [5000, 60000],
    scale: 'storage_gb',
    attrs: [
      attr('storage_gb', '64', '128', '256', '512'),
      attr('ram_gb', '4', '6', '8', '12'),
      attr('screen_size', '8.7', '10.1', '10.4', '10.9', '11', '11.5', '12.4', '12.7', '13'),
      attr('network', 'Wi-Fi', 'Wi-Fi + Cellular'),
      attr('battery_mah', '6000', '7040', '8000', '10090'),
      attr('os', 'Android 13', 'Android 14', 'HarmonyOS 4', 'iPadOS 18'),
    ],
    colors: ['Gray', 'Silver', 'Blue'],
    byBrand: {
      samsung: {
        attrs: { os: ['Android 14'] },
        models: [
          tablet('Galaxy Tab A9', ['64', '128'], ['4', '8'], ['8.7']),
          tablet('Galaxy Tab A9+', ['64', '128'], ['4', '8'], ['11']),
          tablet('Galaxy Tab S9 FE', ['128', '256'], ['6', '8'], ['10.9']),
          tablet('Galaxy Tab S9 FE+', ['128', '256'], ['8', '12'], ['12.4']),
        ],
      },
      apple: {
        attrs: { os: ['iPadOS 18'] },
        models: [
          tablet('iPad', ['64', '256'], ['4'], ['10.9']),
          tablet('iPad Air', ['128', '256', '512'], ['8'], ['11', '13']),
          tablet('iPad Pro', ['256', '512'], ['8'], ['11', '13']),
        ],
      },
      lenovo: {
        attrs: { os: ['Android 13', 'Android 14'] },
        models: [
          tablet('Tab M10', ['64', '128'], ['4'], ['10.1']),
          tablet('Tab M11', ['128'], ['4', '8'], ['11']),
          tablet('Tab P12', ['128', '256'], ['8'], ['12.7']),
        ],
      },
      xiaomi: {
        attrs: { os: ['Android 14'] },
        models: [
          tablet('Redmi Pad SE', ['128', '256'], ['4', '6', '8'], ['11']),
          tablet('Pad 6', ['128', '256'], ['6', '8'], ['11']),
        ],
      },
      huawei: {
        attrs: { os: ['HarmonyOS 4'] },
        models: [
          tablet('MatePad SE', ['64', '128'], ['4'], ['10.4']),
          tablet('MatePad 11.5', ['128', '256'], ['8'], ['11.5']),
        ],
      },
    },
    name: {
      en: '{brand} Tablet {model} {screen_size}-inch, {storage_gb}GB, {network}',
      ar: 'تابلت {brand} {model} مقاس {screen_size} بوصة، {storage_gb} جيجابايت، {network}',
    },
    intro: {
      en: 'A {screen_size}-inch tablet from {brand} that is light enough to carry all day and quick enough for study, work and streaming.',
      ar: 'تابلت {brand} بشاشة {screen_size} بوصة خفيف الوزن وسريع بما يكفي للمذاكرة والعمل ومشاهدة المحتوى.',
    },
    weight: 1.5,
  },
  'chargers-cables': {
    code: 'CHG',
    shape: 'accessory',
    color: '#111827',
    brands: ['anker', 'samsung', 'xiaomi', 'apple', 'oppo'],
    price: [150, 1500],
    scale: 'power_w',
    attrs: [
      attr('power_w', '18', '25', '33', '45', '65'),
      attr('output_port', 'USB-C', 'USB-C + USB-A'),
      attr('length_m', '1', '1.5', '2'),
      attr('compatibility', 'Android & iPhone', 'USB-C devices'),
    ],
    colors: ['White', 'Black'],
    name: {
      en: '{brand} {power_w}W Fast Charger with {length_m}m Cable {model}',
      ar: 'شاحن {brand} سريع {power_w} وات مع كابل {length_m} متر {model}',
    },
    intro: {
      en: 'This {power_w}W charger from {brand} tops up compatible phones quickly while protecting the battery from overheating.',
      ar: 'يشحن شاحن {brand} بقدرة {power_w} وات الهواتف المتوافقة بسرعة مع حماية البطارية من السخونة الزائدة.',
    },
  },
  'power-banks': {
    code: 'PWB',
    shape: 'accessory',
    color: '#0f766e',
    brands: ['anker', 'xiaomi', 'samsung', 'oppo'],
    price: [450, 3000],
    scale: 'capacity_mah',
    attrs: [
      attr('capacity_mah', '10000', '20000', '25000', '30000'),
      attr('power_w', '20', '22.5', '45', '65'),
      attr('output_port', 'USB-C + USB-A'),
      attr('compatibility', 'Android & iPhone'),
    ],
    colors: ['Black', 'White', 'Blue'],
    name: {
      en: '{brand} Power Bank {capacity_mah}mAh {power_w}W {model}',
      ar: 'باور بانك {brand} سعة {capacity_mah} مللي أمبير {power_w} وات {model}',
    },
    intro: {
      en: 'Keep your phone charged on the go: {capacity_mah} mAh of capacity with {power_w}W fast output.',
      ar: 'حافظ على شحن موبايلك أثناء التنقل بسعة {capacity_mah} مللي أمبير وخرج سريع {power_w} وات.',
    },
  },
  'cases-covers': {
    code: 'CAS',
    shape: 'phone',
    color: '#9333ea',
    brands: ['samsung', 'apple', 'xiaomi', 'anker'],
    price: [80, 650],
    attrs: [
      attr('material', 'Silicone', 'Clear TPU', 'Leather', 'Rugged polycarbonate'),
      attr('compatibility', 'iPhone 16', 'iPhone 15', 'Galaxy S24', 'Galaxy A55', 'Redmi Note 13'),
      attr('wireless', 'Yes', 'No'),
    ],
    colors: ['Black', 'Blue', 'Pink', 'Green', 'Red'],
    // A phone maker makes cases for its own phones; Anker for any.
    byBrand: {
      apple: { attrs: { compatibility: ['iPhone 16', 'iPhone 15'], material: ['Silicone', 'Clear TPU'] } },
      samsung: { attrs: { compatibility: ['Galaxy S24', 'Galaxy A55'] } },
      xiaomi: { attrs: { compatibility: ['Redmi Note 13'] } },
    },
    name: {
      en: '{brand} {material} Case for {compatibility}, {color}',
      ar: 'جراب {brand} {material} لموبايل {compatibility}، {color}',
    },
    intro: {
      en: 'A slim {material} case that fits the {compatibility} precisely and protects it from drops and scratches.',
      ar: 'جراب رفيع من {material} مصمم بدقة لموبايل {compatibility} ويحميه من الصدمات والخدوش.',
    },
  },
  'smart-watches': {
    code: 'SWT',
    shape: 'watch',
    color: '#0891b2',
    brands: ['samsung', 'apple', 'huawei', 'xiaomi', 'oppo'],
    price: [1200, 28000],
    attrs: [
      attr('display', '1.43-inch AMOLED', '1.5-inch AMOLED', '1.8-inch Retina', '1.9-inch Retina'),
      attr('battery_h', '18', '36', '48', '72', '240'),
      attr('waterproof', '5 ATM', 'IP68'),
      attr('strap', 'Silicone', 'Leather'),
      attr('connectivity', 'Bluetooth', 'Bluetooth + LTE'),
    ],
    colors: ['Black', 'Silver', 'Gold', 'Pink'],
    byBrand: {
      samsung: {
        models: [
          watch('Galaxy Watch7', '1.5-inch AMOLED', '36', ['Bluetooth', 'Bluetooth + LTE']),
          watch('Galaxy Watch Ultra', '1.5-inch AMOLED', '72', ['Bluetooth + LTE']),
        ],
      },
      apple: {
        attrs: { waterproof: ['5 ATM'], strap: ['Silicone'] },
        models: [
          watch('Watch SE', '1.8-inch Retina', '18', ['Bluetooth', 'Bluetooth + LTE']),
          watch('Watch Series 10', '1.9-inch Retina', '18', ['Bluetooth', 'Bluetooth + LTE']),
          watch('Watch Ultra 2', '1.9-inch Retina', '36', ['Bluetooth + LTE']),
        ],
      },
      huawei: {
        models: [
          watch('Watch GT 5', '1.43-inch AMOLED', '240', ['Bluetooth']),
          watch('Watch 4', '1.5-inch AMOLED', '72', ['Bluetooth + LTE']),
        ],
      },
      xiaomi: {
        models: [
          watch('Watch S3', '1.43-inch AMOLED', '240', ['Bluetooth']),
          watch('Watch 2', '1.43-inch AMOLED', '72', ['Bluetooth']),
        ],
      },
      oppo: { models: [watch('Watch X', '1.43-inch AMOLED', '72', ['Bluetooth + LTE'])] },
    },
    name: {
      en: '{brand} {model} Smart Watch {display}, {color}',
      ar: 'ساعة {brand} الذكية {model} بشاشة {display}، {color}',
    },
    intro: {
      en: 'Track workouts, heart rate and sleep with the {brand} {model}, with up to {battery_h} hours of battery life.',
      ar: 'تابع التمارين ونبضات القلب والنوم مع ساعة {brand} {model} وبطارية تدوم حتى {battery_h} ساعة.',
    },
  },
  oled: {
    code: 'OLED',
    shape: 'tv',
    color: '#4338ca',
    brands: ['lg', 'sony', 'samsung', 'philips'],
    price: [40000, 90000],
    scale: 'screen_size',
    attrs: [
      attr('screen_size', '48', '55', '65', '77'),
      attr('resolution', '4K UHD'),
      attr('panel', 'OLED'),
      attr('refresh_rate', '100', '120'),
      attr('os', 'webOS', 'Google TV', 'Tizen'),
      attr('connectivity', 'Wi-Fi, Bluetooth, 4 HDMI'),
    ],
    colors: ['Black', 'Silver'],
    warrantyYears: [2, 3],
    byBrand: TV_BY_BRAND,
    name: {
      en: '{brand} {screen_size}-inch 4K OLED Smart TV {model}',
      ar: 'شاشة {brand} {screen_size} بوصة 4K OLED سمارت موديل {model}',
    },
    intro: {
      en: 'Self-lit OLED pixels give the {brand} {model} perfect blacks and vivid colour on a {screen_size}-inch screen.',
      ar: 'تمنح بكسلات OLED ذاتية الإضاءة شاشة {brand} {model} لونًا أسود مثاليًا وألوانًا نابضة على شاشة {screen_size} بوصة.',
    },
    weight: 1.5,
  },
  qled: {
    code: 'QLED',
    shape: 'tv',
    color: '#1e3a8a',
    brands: ['samsung', 'toshiba', 'sharp', 'xiaomi'],
    price: [18000, 70000],
    scale: 'screen_size',
    attrs: [
      attr('screen_size', '43', '50', '55', '65', '75'),
      attr('resolution', '4K UHD'),
      attr('panel', 'QLED'),
      attr('refresh_rate', '60', '120'),
      attr('os', 'Tizen', 'Google TV', 'Android TV', 'VIDAA'),
      attr('tuner', 'DVB-T2/S2'),
    ],
    colors: ['Black'],
    warrantyYears: [2, 3],
    byBrand: TV_BY_BRAND,
    name: {
      en: '{brand} {screen_size}-inch 4K QLED Smart TV {model}',
      ar: 'شاشة {brand} {screen_size} بوصة 4K QLED سمارت موديل {model}',
    },
    intro: {
      en: 'Quantum-dot colour and 4K resolution make the {brand} {model} a bright, sharp centrepiece for any living room.',
      ar: 'تقنية النقاط الكمومية ودقة 4K تجعل شاشة {brand} {model} مركزًا ساطعًا وواضحًا لأي غرفة معيشة.',
    },
    weight: 1.5,
  },
  led: {
    code: 'LED',
    shape: 'tv',
    color: '#1d4ed8',
    brands: ['samsung', 'lg', 'toshiba', 'sharp', 'tornado', 'xiaomi'],
    price: [8000, 38000],
    scale: 'screen_size',
    attrs: [
      attr('screen_size', '32', '43', '50', '55', '65'),
      attr('resolution', 'HD', 'Full HD', '4K UHD'),
      attr('panel', 'LED'),
      attr('os', 'Tizen', 'webOS', 'Android TV', 'Google TV', 'VIDAA'),
      attr('tuner', 'DVB-T2/S2'),
      attr('connectivity', 'Wi-Fi, 2 HDMI, 2 USB', 'Wi-Fi, Bluetooth, 3 HDMI'),
    ],
    colors: ['Black'],
    byBrand: TV_BY_BRAND,
    name: {
      en: '{brand} {screen_size}-inch {resolution} Smart LED TV {model}',
      ar: 'شاشة {brand} {screen_size} بوصة {resolution} سمارت LED موديل {model}',
    },
    intro: {
      en: 'A {screen_size}-inch {resolution} smart TV with a built-in receiver, so you can watch satellite channels and streaming apps on one screen.',
      ar: 'شاشة سمارت {screen_size} بوصة بدقة {resolution} ورسيفر داخلي لمشاهدة القنوات الفضائية وتطبيقات البث على شاشة واحدة.',
    },
    weight: 2,
  },
  'standard-tvs': {
    code: 'STV',
    shape: 'tv',
    color: '#0369a1',
    brands: ['tornado', 'sharp', 'toshiba', 'lg', 'samsung'],
    price: [8000, 14000],
    scale: 'screen_size',
    attrs: [
      attr('screen_size', '32', '40', '43'),
      attr('resolution', 'HD', 'Full HD'),
      attr('panel', 'LED'),
      attr('tuner', 'DVB-T2/S2'),
      attr('connectivity', '2 HDMI, 1 USB'),
    ],
    colors: ['Black'],
    name: {
      en: '{brand} {screen_size}-inch {resolution} LED TV with Built-in Receiver {model}',
      ar: 'شاشة {brand} {screen_size} بوصة {resolution} LED بريسيفر داخلي موديل {model}',
    },
    intro: {
      en: 'A dependable {screen_size}-inch TV with a built-in satellite receiver and USB playback.',
      ar: 'شاشة عملية مقاس {screen_size} بوصة برسيفر داخلي وتشغيل الملفات من فلاشة USB.',
    },
  },
  'wall-mounts': {
    code: 'WMT',
    shape: 'accessory',
    color: '#52525b',
    brands: ['samsung', 'lg', 'tornado', 'sharp'],
    price: [250, 1800],
    scale: 'max_size',
    attrs: [
      attr('type', 'Fixed', 'Tilting', 'Full motion'),
      attr('max_size', '43', '55', '65', '85'),
      attr('load_kg', '25', '35', '45', '60'),
      attr('material', 'Stainless steel'),
    ],
    colors: ['Black'],
    name: {
      en: '{brand} {type} TV Wall Mount up to {max_size} inch',
      ar: 'حامل حائط {brand} {type} للشاشات حتى {max_size} بوصة',
    },
    intro: {
      en: 'A sturdy {type} wall bracket for screens up to {max_size} inches, supplied with fixing screws.',
      ar: 'حامل حائط {type} متين للشاشات حتى {max_size} بوصة ومزود بمسامير التثبيت.',
    },
  },
  receivers: {
    code: 'RCV',
    shape: 'router',
    color: '#374151',
    brands: ['tornado', 'sharp', 'samsung'],
    price: [500, 3200],
    attrs: [
      attr('resolution', 'Full HD', '4K UHD'),
      attr('tuner', 'DVB-S2', 'DVB-S2/T2'),
      attr('connectivity', 'HDMI, USB', 'HDMI, USB, Wi-Fi'),
    ],
    colors: ['Black'],
    name: {
      en: '{brand} {resolution} Satellite Receiver {model}',
      ar: 'ريسيفر {brand} {resolution} موديل {model}',
    },
    intro: {
      en: 'Receive free-to-air channels in {resolution} with quick channel search and recording to USB.',
      ar: 'استقبل القنوات المفتوحة بدقة {resolution} مع بحث سريع عن القنوات والتسجيل على فلاشة USB.',
    },
  },
};
