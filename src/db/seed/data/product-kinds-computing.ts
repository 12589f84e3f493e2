import { attr, line, variant } from './attr';
import type { AttrValues, ProductKind } from './types';

const GAMING_ENTRY = ['RTX 3050 6GB', 'RTX 4050 6GB', 'RTX 4060 8GB'];
const GAMING_HIGH = ['RTX 4060 8GB', 'RTX 4070 8GB'];
const INTEL_GAMING = ['Intel Core i5-13420H', 'Intel Core i7-13620H'];
/** Business laptops of the Windows makers: Intel processors and Windows, never Apple's. */
const WINDOWS_BUSINESS: AttrValues = {
  processor: ['Intel Core i5-1345U', 'Intel Core i7-1365U', 'Intel Core Ultra 7'],
  os: ['Windows 11 Pro'],
};
const FLASH_DRIVE = variant({ storage_type: ['USB flash drive'], storage_capacity: ['128 GB'] });
const HARD_DRIVE = variant({ storage_type: ['External HDD'], storage_capacity: ['1 TB', '2 TB', '4 TB'] });
const PORTABLE_SSD = variant({ storage_type: ['Portable SSD'], storage_capacity: ['1 TB', '2 TB', '4 TB'] });
const WINDOWS_AIO: AttrValues = {
  processor: ['Intel Core i3-1315U', 'Intel Core i5-1335U', 'Intel Core i7-1355U'],
  os: ['Windows 11 Home'],
};

/** Product generators for Laptops & Computers, Gaming and Smart Home leaves. */
export const COMPUTING_KINDS: Record<string, ProductKind> = {
  'gaming-laptops': {
    code: 'GLP',
    shape: 'laptop',
    color: '#991b1b',
    brands: ['asus', 'lenovo', 'hp', 'dell'],
    price: [45000, 150000],
    scale: 'gpu',
    attrs: [
      attr('gpu', 'RTX 3050 6GB', 'RTX 4050 6GB', 'RTX 4060 8GB', 'RTX 4070 8GB'),
      attr('processor', 'Intel Core i5-13420H', 'Intel Core i7-13620H', 'AMD Ryzen 7 7735HS'),
      attr('ram_gb', '16', '32'),
      attr('ssd_gb', '512', '1024'),
      attr('screen_size', '15.6', '16'),
      attr('refresh_rate', '144', '165'),
    ],
    colors: ['Black', 'Gray'],
    byBrand: {
      asus: {
        models: [
          line('TUF Gaming F15', { gpu: GAMING_ENTRY, screen_size: ['15.6'], processor: INTEL_GAMING }),
          line('ROG Strix G16', { gpu: GAMING_HIGH, screen_size: ['16'], processor: INTEL_GAMING }),
        ],
      },
      lenovo: {
        models: [
          line('LOQ 15', { gpu: GAMING_ENTRY, screen_size: ['15.6'] }),
          line('Legion 5', { gpu: GAMING_HIGH, screen_size: ['16'] }),
        ],
      },
      hp: {
        models: [
          line('Victus 15', { gpu: GAMING_ENTRY, screen_size: ['15.6'] }),
          line('Omen 16', { gpu: GAMING_HIGH, screen_size: ['16'] }),
        ],
      },
      dell: {
        models: [
          line('G15', { gpu: GAMING_ENTRY, screen_size: ['15.6'] }),
          line('Alienware m16', { gpu: GAMING_HIGH, screen_size: ['16'] }),
        ],
      },
    },
    name: {
      en: '{brand} Gaming Laptop {model}, {processor}, {gpu}, {ram_gb}GB RAM, {ssd_gb}GB SSD',
      ar: 'لابتوب جيمنج {brand} {model}، {processor}، {gpu}، رام {ram_gb} جيجابايت، SSD {ssd_gb} جيجابايت',
    },
    intro: {
      en: 'Built for modern games, the {brand} {model} combines an {gpu} graphics card with a {refresh_rate}Hz display.',
      ar: 'صُمم لابتوب {brand} {model} للألعاب الحديثة ويجمع بين كارت شاشة {gpu} وشاشة بمعدل تحديث {refresh_rate} هرتز.',
    },
    weight: 1.5,
  },
  'everyday-laptops': {
    code: 'ELP',
    shape: 'laptop',
    color: '#64748b',
    brands: ['hp', 'lenovo', 'dell', 'asus', 'huawei'],
    price: [15000, 48000],
    scale: 'processor',
    attrs: [
      attr(
        'processor',
        'Intel Core i3-1215U',
        'AMD Ryzen 5 7520U',
        'Intel Core i5-1335U',
        'Intel Core i7-1355U',
      ),
      attr('ram_gb', '8', '16'),
      attr('ssd_gb', '256', '512'),
      attr('screen_size', '14', '15.6'),
      attr('os', 'Windows 11 Home', 'FreeDOS'),
    ],
    colors: ['Silver', 'Gray', 'Blue'],
    byBrand: {
      hp: {
        models: [
          line('250 G10', { screen_size: ['15.6'] }),
          line('Pavilion 14', { screen_size: ['14'] }),
          line('Pavilion 15', { screen_size: ['15.6'] }),
        ],
      },
      lenovo: {
        models: [
          line('V15 G4', { screen_size: ['15.6'] }),
          line('IdeaPad Slim 3', { screen_size: ['14', '15.6'] }),
        ],
      },
      dell: {
        models: [
          line('Vostro 15', { screen_size: ['15.6'] }),
          line('Inspiron 14', { screen_size: ['14'] }),
          line('Inspiron 15', { screen_size: ['15.6'] }),
        ],
      },
      asus: {
        models: [
          line('Vivobook 14', { screen_size: ['14'] }),
          line('Vivobook 15', { screen_size: ['15.6'] }),
        ],
      },
      // MateBooks come with Windows.
      huawei: {
        attrs: { os: ['Windows 11 Home'] },
        models: [
          line('MateBook D 14', { screen_size: ['14'] }),
          line('MateBook D 15', { screen_size: ['15.6'] }),
        ],
      },
    },
    name: {
      en: '{brand} Laptop {model}, {processor}, {ram_gb}GB RAM, {ssd_gb}GB SSD, {screen_size}-inch',
      ar: 'لابتوب {brand} {model}، {processor}، رام {ram_gb} جيجابايت، SSD {ssd_gb} جيجابايت، {screen_size} بوصة',
    },
    intro: {
      en: 'A light {screen_size}-inch laptop for study, browsing and office work, powered by the {processor}.',
      ar: 'لابتوب خفيف مقاس {screen_size} بوصة للمذاكرة والتصفح وأعمال المكتب بمعالج {processor}.',
    },
    weight: 1.5,
  },
  'business-laptops': {
    code: 'BLP',
    shape: 'laptop',
    color: '#1f2937',
    brands: ['dell', 'hp', 'lenovo', 'apple'],
    price: [28000, 95000],
    scale: 'processor',
    attrs: [
      attr(
        'processor',
        'Intel Core i5-1345U',
        'Apple M3',
        'Intel Core i7-1365U',
        'Intel Core Ultra 7',
        'Apple M3 Pro',
      ),
      attr('ram_gb', '8', '16', '32'),
      attr('ssd_gb', '256', '512', '1024'),
      attr('screen_size', '13.3', '13.6', '14', '14.2', '15.3', '15.6'),
      attr('os', 'Windows 11 Pro', 'macOS'),
    ],
    colors: ['Silver', 'Gray', 'Black'],
    byBrand: {
      dell: {
        attrs: WINDOWS_BUSINESS,
        models: [
          line('Latitude 7340', { screen_size: ['13.3'] }),
          line('Latitude 5440', { screen_size: ['14'] }),
          line('Latitude 5540', { screen_size: ['15.6'] }),
        ],
      },
      hp: {
        attrs: WINDOWS_BUSINESS,
        models: [
          line('EliteBook 840 G10', { screen_size: ['14'] }),
          line('ProBook 450 G10', { screen_size: ['15.6'] }),
        ],
      },
      lenovo: {
        attrs: WINDOWS_BUSINESS,
        models: [
          line('ThinkPad X13', { screen_size: ['13.3'] }),
          line('ThinkPad E14', { screen_size: ['14'] }),
          line('ThinkPad T14', { screen_size: ['14'] }),
        ],
      },
      apple: {
        attrs: { processor: ['Apple M3', 'Apple M3 Pro'], os: ['macOS'], ram_gb: ['8', '16'] },
        models: [
          line('MacBook Air 13', { screen_size: ['13.6'], processor: ['Apple M3'] }),
          line('MacBook Air 15', { screen_size: ['15.3'], processor: ['Apple M3'] }),
          line('MacBook Pro 14', { screen_size: ['14.2'] }),
        ],
      },
    },
    name: {
      en: '{brand} Business Laptop {model}, {processor}, {ram_gb}GB RAM, {ssd_gb}GB SSD',
      ar: 'لابتوب أعمال {brand} {model}، {processor}، رام {ram_gb} جيجابايت، SSD {ssd_gb} جيجابايت',
    },
    intro: {
      en: 'A durable, secure laptop for professionals, with the {processor} and a long-lasting battery.',
      ar: 'لابتوب متين وآمن للمحترفين بمعالج {processor} وبطارية تدوم طويلًا.',
    },
  },
  monitors: {
    code: 'MON',
    shape: 'monitor',
    color: '#1d4ed8',
    brands: ['samsung', 'lg', 'dell', 'hp', 'asus', 'xiaomi'],
    price: [4000, 32000],
    scale: 'screen_size',
    attrs: [
      attr('screen_size', '22', '24', '27', '32', '34'),
      attr('resolution', 'Full HD', 'QHD', '4K UHD'),
      attr('panel', 'IPS', 'VA'),
      attr('refresh_rate', '75', '100', '144', '165'),
      attr('connectivity', 'HDMI, DisplayPort', 'HDMI, USB-C'),
    ],
    colors: ['Black', 'White'],
    name: {
      en: '{brand} {screen_size}-inch {resolution} {panel} Monitor {refresh_rate}Hz {model}',
      ar: 'شاشة كمبيوتر {brand} {screen_size} بوصة {resolution} {panel} بتردد {refresh_rate} هرتز {model}',
    },
    intro: {
      en: 'A {screen_size}-inch {panel} monitor with {resolution} resolution and a smooth {refresh_rate}Hz refresh rate.',
      ar: 'شاشة {panel} مقاس {screen_size} بوصة بدقة {resolution} ومعدل تحديث سلس {refresh_rate} هرتز.',
    },
  },
  'all-in-one': {
    code: 'AIO',
    shape: 'monitor',
    color: '#0f172a',
    brands: ['hp', 'lenovo', 'dell', 'apple'],
    price: [22000, 75000],
    scale: 'processor',
    attrs: [
      attr('processor', 'Intel Core i3-1315U', 'Intel Core i5-1335U', 'Apple M3', 'Intel Core i7-1355U'),
      attr('ram_gb', '8', '16'),
      attr('ssd_gb', '512', '1024'),
      attr('screen_size', '23.8', '24', '27'),
      attr('os', 'Windows 11 Home', 'macOS'),
    ],
    colors: ['White', 'Black', 'Silver'],
    byBrand: {
      hp: {
        attrs: WINDOWS_AIO,
        models: [
          line('Pavilion 24', { screen_size: ['23.8'] }),
          line('Pavilion 27', { screen_size: ['27'] }),
        ],
      },
      lenovo: {
        attrs: WINDOWS_AIO,
        models: [line('IdeaCentre AIO 3', { screen_size: ['23.8', '27'] })],
      },
      dell: {
        attrs: WINDOWS_AIO,
        models: [
          line('Inspiron 24', { screen_size: ['23.8'] }),
          line('Inspiron 27', { screen_size: ['27'] }),
        ],
      },
      apple: {
        attrs: { processor: ['Apple M3'], os: ['macOS'], color: ['Silver'] },
        models: [line('iMac 24', { screen_size: ['24'] })],
      },
    },
    name: {
      en: '{brand} All-in-One PC {model}, {screen_size}-inch, {processor}, {ram_gb}GB RAM',
      ar: 'كمبيوتر متكامل {brand} {model}، {screen_size} بوصة، {processor}، رام {ram_gb} جيجابايت',
    },
    intro: {
      en: 'Everything in one slim {screen_size}-inch screen: the {processor}, speakers and webcam, with a single power cable.',
      ar: 'كل شيء في شاشة نحيفة مقاس {screen_size} بوصة: معالج {processor} وسماعات وكاميرا بكابل كهرباء واحد.',
    },
  },
  printers: {
    code: 'PRN',
    shape: 'printer',
    color: '#0369a1',
    brands: ['hp', 'canon'],
    price: [3500, 22000],
    scale: 'print_type',
    attrs: [
      attr('print_type', 'Inkjet', 'Ink tank', 'Laser'),
      attr('functions', 'Print only', 'Print, copy, scan'),
      attr('speed_ppm', '8', '15', '22', '30'),
      attr('connectivity', 'USB', 'USB, Wi-Fi'),
    ],
    colors: ['White', 'Black'],
    name: {
      en: '{brand} {print_type} Printer {model} ({functions})',
      ar: 'طابعة {brand} {print_type} موديل {model} ({functions})',
    },
    intro: {
      en: 'A {print_type} printer for home and small offices, printing up to {speed_ppm} pages per minute.',
      ar: 'طابعة {print_type} للمنزل والمكاتب الصغيرة تطبع حتى {speed_ppm} صفحة في الدقيقة.',
    },
  },
  'keyboards-mice': {
    code: 'KBM',
    shape: 'accessory',
    color: '#27272a',
    brands: ['hp', 'lenovo', 'asus', 'microsoft', 'dell'],
    price: [200, 4500],
    scale: 'type',
    attrs: [
      attr('type', 'Wireless combo', 'Gaming mouse', 'Mechanical keyboard'),
      attr('connectivity', 'USB receiver', 'Bluetooth', 'Wired USB'),
      attr('dpi', '1600', '4000', '12000'),
      attr('compatibility', 'Windows & macOS'),
    ],
    colors: ['Black', 'White', 'Gray'],
    byBrand: { microsoft: { attrs: { type: ['Wireless combo'] } } },
    name: {
      en: '{brand} {type} {model}, {color}',
      ar: '{type} {brand} {model}، {color}',
    },
    intro: {
      en: 'Comfortable, responsive input from {brand}, ready to use out of the box on Windows and macOS.',
      ar: 'أدوات إدخال مريحة وسريعة الاستجابة من {brand} تعمل مباشرة على ويندوز وماك.',
    },
  },
  'storage-devices': {
    code: 'STO',
    shape: 'accessory',
    color: '#155e75',
    brands: ['samsung', 'lenovo', 'hp'],
    price: [350, 9000],
    scale: 'storage_type',
    attrs: [
      attr('storage_type', 'USB flash drive', 'External HDD', 'Portable SSD'),
      attr('storage_capacity', '128 GB', '1 TB', '2 TB', '4 TB'),
      attr('interface', 'USB 3.2', 'USB-C 3.2'),
      attr('compatibility', 'Windows, macOS & Android'),
    ],
    colors: ['Black', 'Silver', 'Blue'],
    models: [FLASH_DRIVE, HARD_DRIVE, PORTABLE_SSD],
    // Samsung makes no hard drives.
    byBrand: { samsung: { models: [FLASH_DRIVE, PORTABLE_SSD] } },
    name: {
      en: '{brand} {storage_type} {storage_capacity} {interface} {model}',
      ar: '{storage_type} {brand} سعة {storage_capacity} {interface} {model}',
    },
    intro: {
      en: 'Carry and back up your files with this compact {storage_type} and fast {interface} transfers.',
      ar: 'احمل ملفاتك واحتفظ بنسخة احتياطية منها مع {storage_type} صغير الحجم ونقل سريع عبر {interface}.',
    },
  },
  'gaming-consoles': {
    code: 'CON',
    shape: 'console',
    color: '#1e40af',
    brands: ['sony', 'microsoft'],
    price: [18000, 45000],
    scale: 'storage_gb',
    attrs: [
      attr('edition', 'Digital edition', 'Disc edition'),
      attr('storage_gb', '512', '1024', '2048'),
      attr('resolution', '4K UHD'),
      attr('platform', 'PlayStation 5', 'Xbox Series X|S'),
    ],
    colors: ['White', 'Black'],
    // Sony makes PlayStations, Microsoft Xboxes.
    byBrand: {
      sony: {
        attrs: { platform: ['PlayStation 5'], color: ['White'] },
        models: [
          line('PlayStation 5 Slim', { storage_gb: ['1024'] }),
          line('PlayStation 5 Pro', { storage_gb: ['2048'], edition: ['Digital edition'] }),
        ],
      },
      microsoft: {
        attrs: { platform: ['Xbox Series X|S'] },
        models: [
          line('Xbox Series S', { storage_gb: ['512', '1024'], edition: ['Digital edition'] }),
          line('Xbox Series X', { storage_gb: ['1024', '2048'], color: ['Black'] }),
        ],
      },
    },
    name: {
      en: '{brand} {model} Console {edition}, {storage_gb}GB',
      ar: 'جهاز ألعاب {brand} {model} {edition}، {storage_gb} جيجابايت',
    },
    intro: {
      en: 'Next-generation gaming in 4K with fast loading from a {storage_gb}GB SSD.',
      ar: 'ألعاب الجيل الجديد بدقة 4K مع تحميل سريع من SSD سعة {storage_gb} جيجابايت.',
    },
  },
  'gaming-accessories': {
    code: 'GAC',
    shape: 'console',
    color: '#047857',
    brands: ['sony', 'microsoft', 'xiaomi', 'asus'],
    price: [400, 7500],
    scale: 'type',
    attrs: [
      attr('type', 'Charging station', 'Controller'),
      attr('platform', 'PlayStation 5', 'Xbox Series X|S', 'PC'),
      attr('connectivity', 'Bluetooth', 'Wired USB'),
    ],
    colors: ['White', 'Black', 'Red', 'Blue'],
    // Each maker's accessories are for its own platform.
    byBrand: {
      sony: { attrs: { platform: ['PlayStation 5'] } },
      microsoft: { attrs: { platform: ['Xbox Series X|S'], type: ['Controller'] } },
      asus: { attrs: { platform: ['PC'], type: ['Controller'] } },
      xiaomi: { attrs: { platform: ['PC'], type: ['Controller'] } },
    },
    name: {
      en: '{brand} {type} for {platform}, {color}',
      ar: '{type} {brand} لجهاز {platform}، {color}',
    },
    intro: {
      en: 'An official-quality {type} for {platform} that makes every session more comfortable.',
      ar: '{type} عالي الجودة لجهاز {platform} يجعل كل جلسة لعب أكثر راحة.',
    },
  },
  'gaming-headsets': {
    code: 'GHS',
    shape: 'headphones',
    color: '#065f46',
    brands: ['sony', 'jbl', 'asus', 'hp', 'microsoft'],
    price: [800, 11000],
    attrs: [
      attr('connectivity', 'Wired 3.5mm', 'Wired USB', '2.4GHz wireless'),
      attr('driver_mm', '40', '50'),
      attr('platform', 'PC & consoles'),
      attr('battery_h', '20', '30', '50'),
    ],
    colors: ['Black', 'White'],
    byBrand: { microsoft: { attrs: { connectivity: ['2.4GHz wireless'] } } },
    name: {
      en: '{brand} Gaming Headset {model}, {connectivity}',
      ar: 'سماعة ألعاب {brand} {model}، {connectivity}',
    },
    intro: {
      en: 'Hear every footstep with {driver_mm}mm drivers and a clear detachable microphone.',
      ar: 'اسمع كل خطوة مع سماعات {driver_mm} مم وميكروفون واضح قابل للفصل.',
    },
  },
  'smart-lighting': {
    code: 'SML',
    shape: 'accessory',
    color: '#ca8a04',
    brands: ['xiaomi', 'tp-link', 'philips'],
    price: [300, 2800],
    scale: 'type',
    attrs: [
      attr('type', 'Smart bulb', 'Smart plug', 'LED strip'),
      attr('connectivity', 'Wi-Fi', 'Wi-Fi + Bluetooth'),
      attr('voice_assistant', 'Google Assistant & Alexa'),
      attr('power_w', '9', '16', '24'),
    ],
    colors: ['White'],
    name: {
      en: '{brand} {type} {model}, {connectivity}',
      ar: '{type} {brand} {model}، {connectivity}',
    },
    intro: {
      en: 'Control lights and appliances from your phone or by voice, with schedules and timers.',
      ar: 'تحكم في الإضاءة والأجهزة من موبايلك أو بالأوامر الصوتية مع الجداول والمؤقتات.',
    },
  },
  'robot-vacuums': {
    code: 'RBV',
    shape: 'speaker',
    color: '#4338ca',
    brands: ['xiaomi', 'philips', 'black-decker'],
    price: [7000, 50000],
    scale: 'suction_pa',
    attrs: [
      attr('suction_pa', '2700', '4000', '5000', '8000'),
      attr('runtime_min', '90', '120', '180'),
      attr('type', 'Vacuum only', 'Vacuum & mop'),
      attr('connectivity', 'Wi-Fi app control'),
    ],
    colors: ['White', 'Black'],
    name: {
      en: '{brand} Robot Vacuum {model}, {suction_pa}Pa',
      ar: 'مكنسة روبوت {brand} {model}، قوة شفط {suction_pa} باسكال',
    },
    intro: {
      en: 'Laser navigation and {suction_pa}Pa suction keep your floors clean while you are out.',
      ar: 'ملاحة بالليزر وقوة شفط {suction_pa} باسكال تحافظ على نظافة الأرضيات أثناء غيابك.',
    },
  },
  'smart-speakers': {
    code: 'SSP',
    shape: 'speaker',
    color: '#6d28d9',
    brands: ['xiaomi', 'jbl', 'sony'],
    price: [1500, 12000],
    attrs: [
      attr('voice_assistant', 'Google Assistant', 'Alexa'),
      attr('output_w', '5', '15', '30'),
      attr('connectivity', 'Wi-Fi + Bluetooth'),
    ],
    colors: ['Black', 'White', 'Gray'],
    name: {
      en: '{brand} Smart Speaker {model} with {voice_assistant}',
      ar: 'سماعة {brand} الذكية {model} مع {voice_assistant}',
    },
    intro: {
      en: 'Play music, get answers and control your smart home hands-free.',
      ar: 'شغّل الموسيقى واحصل على الإجابات وتحكم في منزلك الذكي دون استخدام يديك.',
    },
  },
  routers: {
    code: 'RTR',
    shape: 'router',
    color: '#0e7490',
    brands: ['tp-link', 'huawei', 'xiaomi', 'asus'],
    price: [700, 9500],
    scale: 'wifi_standard',
    attrs: [
      attr('wifi_standard', 'Wi-Fi 5', 'Wi-Fi 6', 'Wi-Fi 6E', 'Wi-Fi 7'),
      attr('speed_mbps', '1200', '1800', '3000', '5400'),
      attr('type', 'Dual band', 'Tri band', 'Mesh system', '4G router'),
      attr('lan_ports', '2', '3', '4'),
    ],
    colors: ['Black', 'White'],
    name: {
      en: '{brand} {wifi_standard} Router {model}, {type}',
      ar: 'راوتر {brand} {wifi_standard} موديل {model}، {type}',
    },
    intro: {
      en: 'Fast, stable {wifi_standard} coverage for every room, set up in minutes from a phone app.',
      ar: 'تغطية {wifi_standard} سريعة ومستقرة لكل الغرف، وإعداد في دقائق من تطبيق الموبايل.',
    },
  },
};
