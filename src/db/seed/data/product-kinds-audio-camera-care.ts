import { attr, line } from './attr';
import type { ProductKind } from './types';

/** Earbuds or headphones, with and without active noise cancelling. */
const withAnc = (name: string) => line(name, { anc: ['Yes'] });
const withoutAnc = (name: string) => line(name, { anc: ['No'] });

/** A camera body with its sensor, video and the kit lenses it is sold with. */
const camera = (name: string, sensorMp: string, video: string, lenses: string[]) =>
  line(name, { sensor_mp: [sensorMp], video: [video], lens: lenses });

/** Product generators for Audio, Cameras and Personal Care leaves. */
export const AUDIO_CAMERA_CARE_KINDS: Record<string, ProductKind> = {
  'wireless-earbuds': {
    code: 'EBD',
    shape: 'headphones',
    color: '#7c3aed',
    brands: ['samsung', 'apple', 'sony', 'jbl', 'xiaomi', 'oppo', 'anker'],
    price: [600, 14000],
    scale: 'anc',
    attrs: [
      attr('anc', 'No', 'Yes'),
      attr('battery_h', '24', '30', '36', '40'),
      attr('connectivity', 'Bluetooth 5.3', 'Bluetooth 5.4'),
      attr('waterproof', 'IPX4', 'IP54', 'IP55'),
    ],
    colors: ['White', 'Black', 'Blue'],
    byBrand: {
      samsung: { models: [withAnc('Galaxy Buds FE'), withAnc('Galaxy Buds3'), withAnc('Galaxy Buds3 Pro')] },
      apple: {
        attrs: { color: ['White'], battery_h: ['30'], waterproof: ['IP54'] },
        models: [line('AirPods 4', { anc: ['No', 'Yes'] }), withAnc('AirPods Pro 2')],
      },
      sony: { models: [withoutAnc('WF-C510'), withAnc('WF-C700N'), withAnc('WF-1000XM5')] },
      jbl: { models: [withoutAnc('Wave Buds'), withAnc('Tune Beam'), withAnc('Live Pro 2')] },
      xiaomi: { models: [withoutAnc('Redmi Buds 6 Active'), withAnc('Redmi Buds 6 Pro')] },
      oppo: { models: [withoutAnc('Enco Buds2'), withAnc('Enco Air4')] },
      anker: {
        models: [withoutAnc('Soundcore R50i'), withAnc('Soundcore P40i'), withAnc('Soundcore Liberty 4 NC')],
      },
    },
    name: {
      en: '{brand} Wireless Earbuds {model}, {color}',
      ar: 'سماعة أذن لاسلكية {brand} {model}، {color}',
    },
    intro: {
      en: 'True wireless earbuds with up to {battery_h} hours of playback including the charging case.',
      ar: 'سماعات لاسلكية بالكامل تعمل حتى {battery_h} ساعة مع علبة الشحن.',
    },
    weight: 1.5,
  },
  'over-ear-headphones': {
    code: 'HPH',
    shape: 'headphones',
    color: '#5b21b6',
    brands: ['sony', 'jbl', 'apple', 'philips'],
    price: [1200, 22000],
    scale: 'anc',
    attrs: [
      attr('anc', 'No', 'Yes'),
      attr('battery_h', '20', '30', '40', '50', '60'),
      attr('driver_mm', '40', '50'),
      attr('connectivity', 'Bluetooth 5.3', 'Bluetooth 5.3 + 3.5mm'),
    ],
    colors: ['Black', 'Silver', 'Blue', 'Beige'],
    byBrand: {
      sony: { models: [withAnc('WH-CH720N'), withAnc('ULT Wear'), withAnc('WH-1000XM5')] },
      jbl: { models: [withoutAnc('Tune 720BT'), withAnc('Tune 770NC'), withAnc('Live 770NC')] },
      apple: {
        attrs: { battery_h: ['20'], driver_mm: ['40'], connectivity: ['Bluetooth 5.3'] },
        models: [withAnc('AirPods Max')],
      },
    },
    name: {
      en: '{brand} Over-Ear Wireless Headphones {model}, {color}',
      ar: 'سماعة رأس لاسلكية {brand} {model}، {color}',
    },
    intro: {
      en: 'Soft over-ear cushions, {driver_mm}mm drivers and up to {battery_h} hours of listening on a charge.',
      ar: 'وسائد مريحة حول الأذن وسماعات {driver_mm} مم وحتى {battery_h} ساعة استماع بالشحنة الواحدة.',
    },
  },
  'bluetooth-speakers': {
    code: 'BTS',
    shape: 'speaker',
    color: '#ea580c',
    brands: ['jbl', 'sony', 'anker', 'xiaomi', 'philips'],
    price: [700, 16000],
    scale: 'output_w',
    attrs: [
      attr('output_w', '5', '20', '40', '80', '160'),
      attr('battery_h', '12', '16', '20', '24'),
      attr('waterproof', 'IPX5', 'IP67'),
      attr('connectivity', 'Bluetooth 5.1', 'Bluetooth 5.3'),
    ],
    colors: ['Black', 'Blue', 'Red', 'Green'],
    name: {
      en: '{brand} Portable Bluetooth Speaker {model}, {output_w}W, {color}',
      ar: 'سماعة بلوتوث محمولة {brand} {model}، {output_w} وات، {color}',
    },
    intro: {
      en: 'Big, clear sound from {output_w}W of output in a {waterproof} rated body you can take to the beach.',
      ar: 'صوت قوي وواضح بقدرة {output_w} وات في هيكل مقاوم للماء بمعيار {waterproof} يمكنك أخذه إلى الشاطئ.',
    },
  },
  soundbars: {
    code: 'SBR',
    shape: 'speaker',
    color: '#1f2937',
    brands: ['samsung', 'lg', 'sony', 'jbl', 'philips'],
    price: [4000, 50000],
    scale: 'channels',
    attrs: [
      attr('channels', '2.1', '3.1', '5.1', '7.1.2'),
      attr('output_w', '160', '300', '450', '600'),
      attr('connectivity', 'HDMI ARC, Bluetooth', 'HDMI eARC, Wi-Fi, Bluetooth'),
      attr('wireless', 'Yes'),
    ],
    colors: ['Black'],
    name: {
      en: '{brand} {channels} Channel Soundbar {model}, {output_w}W',
      ar: 'ساوند بار {brand} {channels} قناة {model}، {output_w} وات',
    },
    intro: {
      en: 'Upgrade TV sound with a {channels}-channel soundbar and wireless subwoofer delivering {output_w}W.',
      ar: 'ارتقِ بصوت التليفزيون مع ساوند بار {channels} قناة وصب ووفر لاسلكي بقدرة {output_w} وات.',
    },
  },
  'home-theatre': {
    code: 'HTH',
    shape: 'speaker',
    color: '#312e81',
    brands: ['sony', 'lg', 'samsung'],
    price: [6000, 35000],
    scale: 'output_w',
    attrs: [
      attr('channels', '5.1'),
      attr('output_w', '600', '1000', '1200'),
      attr('connectivity', 'HDMI, Bluetooth, USB'),
    ],
    colors: ['Black'],
    name: {
      en: '{brand} {channels} Home Theatre System {model}, {output_w}W',
      ar: 'مسرح منزلي {brand} {channels} {model}، {output_w} وات',
    },
    intro: {
      en: 'Surround sound for films and matches from a {channels} system with {output_w}W of power.',
      ar: 'صوت محيطي للأفلام والمباريات من نظام {channels} بقدرة {output_w} وات.',
    },
  },
  'mirrorless-cameras': {
    code: 'MLC',
    shape: 'camera',
    color: '#be123c',
    brands: ['sony', 'canon', 'nikon', 'panasonic'],
    price: [35000, 150000],
    scale: 'sensor_mp',
    attrs: [
      attr('sensor_mp', '20.9', '24.2', '24.5', '33', '45', '45.7'),
      attr('video', '4K 30fps', '4K 60fps', '6K 30fps'),
      attr('lens', '16-50mm', '18-45mm', '20-60mm', '24-70mm', '24-105mm', '28-70mm'),
      attr('connectivity', 'Wi-Fi, Bluetooth'),
    ],
    colors: ['Black'],
    warrantyYears: [1, 2],
    byBrand: {
      sony: {
        models: [
          camera('Alpha ZV-E10', '24.2', '4K 30fps', ['16-50mm']),
          camera('Alpha 6400', '24.2', '4K 30fps', ['16-50mm']),
          camera('Alpha 7 IV', '33', '4K 60fps', ['28-70mm']),
        ],
      },
      canon: {
        models: [
          camera('EOS R50', '24.2', '4K 30fps', ['18-45mm']),
          camera('EOS R10', '24.2', '4K 60fps', ['18-45mm']),
          camera('EOS R5', '45', '4K 60fps', ['24-105mm']),
        ],
      },
      nikon: {
        models: [
          camera('Z30', '20.9', '4K 30fps', ['16-50mm']),
          camera('Z6 III', '24.5', '6K 30fps', ['24-70mm']),
          camera('Z7 II', '45.7', '4K 60fps', ['24-70mm']),
        ],
      },
      panasonic: {
        models: [
          camera('Lumix S9', '24.2', '6K 30fps', ['20-60mm']),
          camera('Lumix S5 II', '24.2', '6K 30fps', ['20-60mm']),
        ],
      },
    },
    name: {
      en: '{brand} Mirrorless Camera {model} with {lens} Lens, {sensor_mp}MP',
      ar: 'كاميرا ميرورلس {brand} {model} مع عدسة {lens}، {sensor_mp} ميجابكسل',
    },
    intro: {
      en: 'A compact mirrorless body with a {sensor_mp}MP sensor and {video} video for creators.',
      ar: 'كاميرا ميرورلس صغيرة بمستشعر {sensor_mp} ميجابكسل وتصوير فيديو {video} لصناع المحتوى.',
    },
  },
  'dslr-cameras': {
    code: 'DSL',
    shape: 'camera',
    color: '#9f1239',
    brands: ['canon', 'nikon'],
    price: [25000, 90000],
    scale: 'sensor_mp',
    attrs: [
      attr('sensor_mp', '24.1', '24.2', '32.5', '45.7'),
      attr('video', 'Full HD 60fps', '4K 30fps'),
      attr('lens', '18-55mm', '18-135mm', '18-140mm', '24-120mm'),
      attr('connectivity', 'Wi-Fi, Bluetooth'),
    ],
    colors: ['Black'],
    warrantyYears: [1, 2],
    byBrand: {
      canon: {
        models: [
          camera('EOS 2000D', '24.1', 'Full HD 60fps', ['18-55mm']),
          camera('EOS 250D', '24.1', '4K 30fps', ['18-55mm']),
          camera('EOS 90D', '32.5', '4K 30fps', ['18-55mm', '18-135mm']),
        ],
      },
      nikon: {
        models: [
          camera('D3500', '24.2', 'Full HD 60fps', ['18-55mm']),
          camera('D5600', '24.2', 'Full HD 60fps', ['18-55mm', '18-140mm']),
          camera('D850', '45.7', '4K 30fps', ['24-120mm']),
        ],
      },
    },
    name: {
      en: '{brand} DSLR Camera {model} with {lens} Lens',
      ar: 'كاميرا DSLR {brand} {model} مع عدسة {lens}',
    },
    intro: {
      en: 'A reliable DSLR with an optical viewfinder and a {sensor_mp}MP sensor, ideal for learning photography.',
      ar: 'كاميرا DSLR موثوقة بمنظار بصري ومستشعر {sensor_mp} ميجابكسل ومثالية لتعلم التصوير.',
    },
  },
  'action-cameras': {
    code: 'ACT',
    shape: 'camera',
    color: '#e11d48',
    brands: ['sony', 'xiaomi', 'panasonic'],
    price: [6000, 30000],
    scale: 'video',
    attrs: [
      attr('video', '4K 30fps', '4K 60fps'),
      attr('waterproof', '10 m', '20 m'),
      attr('battery_h', '1.5', '2', '2.5'),
      attr('connectivity', 'Wi-Fi, Bluetooth'),
    ],
    colors: ['Black'],
    name: {
      en: '{brand} Action Camera {model}, {video}, Waterproof {waterproof}',
      ar: 'كاميرا أكشن {brand} {model}، {video}، مقاومة للماء حتى {waterproof}',
    },
    intro: {
      en: 'Stabilised {video} footage from a rugged camera that goes underwater to {waterproof} without a case.',
      ar: 'فيديو {video} بتثبيت إلكتروني من كاميرا متينة تنزل تحت الماء حتى {waterproof} دون جراب.',
    },
  },
  'security-cameras': {
    code: 'SEC',
    shape: 'camera',
    color: '#475569',
    brands: ['hikvision', 'xiaomi', 'tp-link'],
    price: [800, 6500],
    scale: 'resolution',
    attrs: [
      attr('type', 'Wi-Fi camera', 'Dome camera', 'Bullet camera'),
      attr('resolution', '2MP', '3MP', '4MP', '5MP'),
      attr('night_vision_m', '10', '20', '30'),
      attr('placement', 'Indoor', 'Outdoor'),
    ],
    colors: ['White', 'Black'],
    name: {
      en: '{brand} {placement} {type} {resolution} {model}',
      ar: '{type} {brand} {placement} {resolution} {model}',
    },
    intro: {
      en: 'Watch your home or shop from your phone, with {night_vision_m} m night vision and motion alerts.',
      ar: 'راقب منزلك أو متجرك من موبايلك مع رؤية ليلية حتى {night_vision_m} متر وتنبيهات الحركة.',
    },
  },
  shavers: {
    code: 'SHV',
    shape: 'accessory',
    color: '#1e293b',
    brands: ['braun', 'philips', 'panasonic'],
    price: [1200, 15000],
    scale: 'type',
    attrs: [
      attr('type', 'Rotary shaver', 'Foil shaver'),
      attr('wet_dry', 'Yes', 'No'),
      attr('runtime_min', '40', '50', '60'),
      attr('blades', '3', '4', '5'),
    ],
    colors: ['Black', 'Silver', 'Blue'],
    // Philips makes rotary shavers (three heads); Braun and Panasonic foil shavers.
    byBrand: {
      philips: { attrs: { type: ['Rotary shaver'], blades: ['3'] } },
      braun: { attrs: { type: ['Foil shaver'] } },
      panasonic: { attrs: { type: ['Foil shaver'], blades: ['3', '5'] } },
    },
    name: {
      en: '{brand} Electric {type} {model}',
      ar: 'ماكينة حلاقة كهربائية {brand} {model}، {type}',
    },
    intro: {
      en: 'A close, comfortable shave with {blades} blades and up to {runtime_min} minutes of cordless use.',
      ar: 'حلاقة ناعمة ومريحة بـ {blades} شفرات وتشغيل لاسلكي حتى {runtime_min} دقيقة.',
    },
  },
  trimmers: {
    code: 'TRM',
    shape: 'accessory',
    color: '#334155',
    brands: ['philips', 'braun', 'kiriazi', 'panasonic', 'xiaomi'],
    price: [400, 4200],
    attrs: [
      attr('pieces', '3', '5', '9', '12'),
      attr('runtime_min', '60', '90', '120'),
      attr('wet_dry', 'Yes', 'No'),
    ],
    colors: ['Black', 'Gray'],
    name: {
      en: '{brand} Multi Grooming Trimmer {model}, {pieces} Pieces',
      ar: 'ماكينة تشذيب متعددة {brand} {model}، {pieces} قطع',
    },
    intro: {
      en: 'Trim beard, hair and body with {pieces} attachments and {runtime_min} minutes of cordless power.',
      ar: 'شذب اللحية والشعر والجسم بـ {pieces} ملحقات وتشغيل لاسلكي لمدة {runtime_min} دقيقة.',
    },
  },
  'hair-dryers': {
    code: 'HDR',
    shape: 'accessory',
    color: '#be185d',
    brands: ['philips', 'braun', 'kiriazi', 'tornado', 'black-decker'],
    price: [500, 5200],
    scale: 'power_w',
    attrs: [
      attr('power_w', '1600', '2000', '2200', '2400'),
      attr('heat_settings', '2', '3'),
      attr('speeds', '2', '3'),
      attr('attachments', 'Concentrator', 'Concentrator + diffuser'),
    ],
    colors: ['Black', 'Pink', 'Purple', 'White'],
    name: {
      en: '{brand} Hair Dryer {power_w}W {model}, {color}',
      ar: 'سشوار {brand} {power_w} وات {model}، {color}',
    },
    intro: {
      en: 'Dry faster with {power_w}W of power, {heat_settings} heat settings and ionic care against frizz.',
      ar: 'جفف شعرك أسرع بقدرة {power_w} وات و{heat_settings} درجات حرارة وتقنية أيونية ضد الهيشان.',
    },
  },
  'hair-straighteners': {
    code: 'HST',
    shape: 'accessory',
    color: '#9d174d',
    brands: ['philips', 'braun', 'kiriazi', 'tornado'],
    price: [600, 5000],
    scale: 'max_temp_c',
    attrs: [
      attr('max_temp_c', '200', '220', '230'),
      attr('material', 'Ceramic'),
      attr('heat_settings', '5', '9', '12'),
    ],
    colors: ['Black', 'Pink', 'Purple'],
    name: {
      en: '{brand} Hair Straightener {model}, up to {max_temp_c}°C',
      ar: 'مكواة شعر {brand} {model}، حتى {max_temp_c} درجة مئوية',
    },
    intro: {
      en: 'Smooth, shiny results with {material} plates that heat up in seconds to {max_temp_c}°C.',
      ar: 'نتائج ناعمة ولامعة بألواح من {material} تسخن في ثوانٍ حتى {max_temp_c} درجة مئوية.',
    },
  },
  epilators: {
    code: 'EPL',
    shape: 'accessory',
    color: '#db2777',
    brands: ['braun', 'philips', 'panasonic'],
    price: [1500, 6500],
    attrs: [
      attr('wet_dry', 'Yes', 'No'),
      attr('runtime_min', '30', '40', '50'),
      attr('pieces', '2', '4', '7'),
    ],
    colors: ['White', 'Pink'],
    name: {
      en: '{brand} Epilator {model} with {pieces} Attachments',
      ar: 'جهاز إزالة الشعر {brand} {model} مع {pieces} ملحقات',
    },
    intro: {
      en: 'Long-lasting smoothness for weeks, with {pieces} attachments and cordless use.',
      ar: 'نعومة تدوم لأسابيع مع {pieces} ملحقات واستخدام لاسلكي.',
    },
  },
};
