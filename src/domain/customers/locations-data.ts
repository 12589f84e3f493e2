import type { Governorate } from '@/domain/catalog/delivery';
import type { Area, City } from './locations';

// Positional shorthand, so that every place reads as one line: code, Arabic name, English name.
const area = (code: string, ar: string, en: string): Area => ({ code, ar, en });
const city = (code: string, ar: string, en: string, areas: readonly Area[]): City => ({
  code,
  ar,
  en,
  areas,
});
const centre = area('city_centre', 'وسط المدينة', 'City centre');
const industrialZone = area('industrial_zone', 'المنطقة الصناعية', 'Industrial Zone');

/** The cities (districts, markaz) of each governorate and their areas, in the order the form lists them. */
export const LOCATION_DATA: Readonly<Record<Governorate, readonly City[]>> = {
  cairo: [
    city('nasr_city', 'مدينة نصر', 'Nasr City', [
      area('district_7', 'الحي السابع', 'District 7'),
      area('district_8', 'الحي الثامن', 'District 8'),
      area('district_10', 'الحي العاشر', 'District 10'),
      area('abbas_el_akkad', 'عباس العقاد', 'Abbas El Akkad'),
      area('makram_ebeid', 'مكرم عبيد', 'Makram Ebeid'),
    ]),
    city('heliopolis', 'مصر الجديدة', 'Heliopolis', [
      area('korba', 'الكوربة', 'El Korba'),
      area('roxy', 'روكسي', 'Roxy'),
      area('almaza', 'ألماظة', 'Almaza'),
      area('ard_el_golf', 'أرض الجولف', 'Ard El Golf'),
    ]),
    city('el_nozha', 'النزهة', 'El Nozha', [
      area('sheraton', 'مساكن شيراتون', 'Sheraton'),
      area('new_nozha', 'النزهة الجديدة', 'New Nozha'),
    ]),
    city('new_cairo', 'القاهرة الجديدة', 'New Cairo', [
      area('fifth_settlement', 'التجمع الخامس', 'Fifth Settlement'),
      area('first_settlement', 'التجمع الأول', 'First Settlement'),
      area('el_rehab', 'الرحاب', 'El Rehab'),
      area('el_narges', 'النرجس', 'El Narges'),
      area('el_yasmeen', 'الياسمين', 'El Yasmeen'),
      area('katameya', 'القطامية', 'Katameya'),
    ]),
    city('maadi', 'المعادي', 'Maadi', [
      area('sarayat_el_maadi', 'سرايات المعادي', 'Sarayat El Maadi'),
      area('degla', 'دجلة', 'Degla'),
      area('new_maadi', 'المعادي الجديدة', 'New Maadi'),
      area('zahraa_el_maadi', 'زهراء المعادي', 'Zahraa El Maadi'),
    ]),
    city('mokattam', 'المقطم', 'Mokattam', [
      area('hadaba_el_olya', 'الهضبة العليا', 'El Hadaba El Olya'),
      area('hadaba_el_wosta', 'الهضبة الوسطى', 'El Hadaba El Wosta'),
    ]),
    city('downtown', 'وسط البلد', 'Downtown', [
      area('tahrir', 'التحرير', 'Tahrir'),
      area('abdeen', 'عابدين', 'Abdeen'),
      area('garden_city', 'جاردن سيتي', 'Garden City'),
      area('bab_el_louk', 'باب اللوق', 'Bab El Louk'),
      area('el_ataba', 'العتبة', 'El Ataba'),
    ]),
    city('el_sayeda_zeinab', 'السيدة زينب', 'El Sayeda Zeinab', [
      area('el_mounira', 'المنيرة', 'El Mounira'),
      area('qasr_el_aini', 'القصر العيني', 'Qasr El Aini'),
      area('zeinhom', 'زينهم', 'Zeinhom'),
    ]),
    city('old_cairo', 'مصر القديمة', 'Old Cairo', [
      area('el_manial', 'المنيل', 'El Manial'),
      area('ain_el_sira', 'عين الصيرة', 'Ain El Sira'),
      area('el_fustat', 'الفسطاط', 'El Fustat'),
    ]),
    city('el_gamaleya', 'الجمالية', 'El Gamaleya', [
      area('el_hussein', 'الحسين', 'El Hussein'),
      area('khan_el_khalili', 'خان الخليلي', 'Khan El Khalili'),
    ]),
    city('shubra', 'شبرا', 'Shubra', [
      area('rod_el_farag', 'روض الفرج', 'Rod El Farag'),
      area('el_sahel', 'الساحل', 'El Sahel'),
      area('el_khalafawy', 'الخلفاوي', 'El Khalafawy'),
      area('dawaran_shubra', 'دوران شبرا', 'Dawaran Shubra'),
    ]),
    city('el_zeitoun', 'الزيتون', 'El Zeitoun', [
      area('hadayek_el_zeitoun', 'حدائق الزيتون', 'Hadayek El Zeitoun'),
      area('helmeyet_el_zeitoun', 'حلمية الزيتون', 'Helmeyet El Zeitoun'),
    ]),
    city('hadayek_el_kobba', 'حدائق القبة', 'Hadayek El Kobba', [
      area('kobri_el_kobba', 'كوبري القبة', 'Kobri El Kobba'),
      area('saray_el_kobba', 'سراي القبة', 'Saray El Kobba'),
    ]),
    city('ain_shams', 'عين شمس', 'Ain Shams', [
      area('ain_shams_east', 'عين شمس الشرقية', 'Ain Shams East'),
      area('ain_shams_west', 'عين شمس الغربية', 'Ain Shams West'),
    ]),
    city('el_matareya', 'المطرية', 'El Matareya', [
      area('matareya_square', 'ميدان المطرية', 'Matareya Square'),
      area('arab_el_hesn', 'عرب الحصن', 'Arab El Hesn'),
    ]),
    city('el_marg', 'المرج', 'El Marg', [
      area('ezbet_el_nakhl', 'عزبة النخل', 'Ezbet El Nakhl'),
      area('new_marg', 'المرج الجديدة', 'New Marg'),
    ]),
    city('helwan', 'حلوان', 'Helwan', [
      area('ain_helwan', 'عين حلوان', 'Ain Helwan'),
      area('wadi_hof', 'وادي حوف', 'Wadi Hof'),
      area('el_maasara', 'المعصرة', 'El Maasara'),
      area('hadayek_helwan', 'حدائق حلوان', 'Hadayek Helwan'),
    ]),
  ],
  giza: [
    city('dokki', 'الدقي', 'Dokki', [
      area('mesaha_square', 'ميدان المساحة', 'Mesaha Square'),
      area('el_behooth', 'البحوث', 'El Behooth'),
      area('ben_el_sarayat', 'بين السرايات', 'Ben El Sarayat'),
    ]),
    city('mohandessin', 'المهندسين', 'Mohandessin', [
      area('gameat_el_dowal', 'جامعة الدول العربية', 'Gameat El Dowal El Arabeya'),
      area('lebanon_square', 'ميدان لبنان', 'Lebanon Square'),
      area('sphinx_square', 'ميدان سفنكس', 'Sphinx Square'),
      area('shehab', 'شهاب', 'Shehab'),
    ]),
    city('agouza', 'العجوزة', 'Agouza', [
      area('kit_kat', 'الكيت كات', 'Kit Kat'),
      area('mit_okba', 'ميت عقبة', 'Mit Okba'),
    ]),
    city('imbaba', 'إمبابة', 'Imbaba', [
      area('matar_imbaba', 'مطار إمبابة', 'Imbaba Airport'),
      area('ard_el_gameya', 'أرض الجمعية', 'Ard El Gameya'),
      area('el_mounira_el_gharbia', 'المنيرة الغربية', 'El Mounira El Gharbia'),
    ]),
    city('el_haram', 'الهرم', 'Haram', [
      area('hadayek_el_ahram', 'حدائق الأهرام', 'Hadayek El Ahram'),
      area('el_talbia', 'الطالبية', 'El Talbia'),
      area('el_marioteya', 'المريوطية', 'El Marioteya'),
      area('nazlet_el_semman', 'نزلة السمان', 'Nazlet El Semman'),
    ]),
    city('faisal', 'فيصل', 'Faisal', [
      area('el_tawabek', 'الطوابق', 'El Tawabek'),
      area('el_eshreen', 'العشرين', 'El Eshreen'),
    ]),
    city('el_omraniya', 'العمرانية', 'El Omraniya', [
      area('omraniya_east', 'العمرانية الشرقية', 'Omraniya East'),
      area('omraniya_west', 'العمرانية الغربية', 'Omraniya West'),
    ]),
    city('sixth_of_october', 'السادس من أكتوبر', '6th of October', [
      area('el_hosary', 'الحصري', 'El Hosary'),
      area('district_7', 'الحي السابع', 'District 7'),
      area('hadayek_october', 'حدائق أكتوبر', 'Hadayek October'),
      industrialZone,
    ]),
    city('sheikh_zayed', 'الشيخ زايد', 'Sheikh Zayed', [
      area('district_1', 'الحي الأول', 'District 1'),
      area('district_16', 'الحي السادس عشر', 'District 16'),
      area('beverly_hills', 'بيفرلي هيلز', 'Beverly Hills'),
    ]),
    city('el_warraq', 'الوراق', 'El Warraq', [
      area('warraq_el_arab', 'وراق العرب', 'Warraq El Arab'),
      area('warraq_el_hadar', 'وراق الحضر', 'Warraq El Hadar'),
      area('warraq_island', 'جزيرة الوراق', 'El Warraq Island'),
    ]),
    city('el_badrashin', 'البدرشين', 'El Badrashin', [
      centre,
      area('mit_rahina', 'ميت رهينة', 'Mit Rahina'),
      area('saqqara', 'سقارة', 'Saqqara'),
      area('dahshur', 'دهشور', 'Dahshur'),
    ]),
    city('kerdasa', 'كرداسة', 'Kerdasa', [
      centre,
      area('nahia', 'ناهيا', 'Nahia'),
      area('abu_rawash', 'أبو رواش', 'Abu Rawash'),
    ]),
  ],
  alexandria: [
    city('montaza', 'المنتزه', 'Montaza', [
      area('el_mandara', 'المندرة', 'El Mandara'),
      area('el_maamoura', 'المعمورة', 'El Maamoura'),
      area('el_asafra', 'العصافرة', 'El Asafra'),
      area('miami', 'ميامي', 'Miami'),
      area('abu_qir', 'أبو قير', 'Abu Qir'),
    ]),
    city('el_raml', 'الرمل', 'El Raml', [
      area('stanley', 'ستانلي', 'Stanley'),
      area('san_stefano', 'سان ستيفانو', 'San Stefano'),
      area('roushdy', 'رشدي', 'Roushdy'),
      area('gleem', 'جليم', 'Gleem'),
      area('sidi_bishr', 'سيدي بشر', 'Sidi Bishr'),
    ]),
    city('sidi_gaber', 'سيدي جابر', 'Sidi Gaber', [
      area('smouha', 'سموحة', 'Smouha'),
      area('sporting', 'سبورتنج', 'Sporting'),
      area('cleopatra', 'كليوباترا', 'Cleopatra'),
      area('mostafa_kamel', 'مصطفى كامل', 'Mostafa Kamel'),
    ]),
    city('central', 'وسط الإسكندرية', 'Central Alexandria', [
      area('raml_station', 'محطة الرمل', 'Raml Station'),
      area('el_attarin', 'العطارين', 'El Attarin'),
      area('el_manshiya', 'المنشية', 'El Manshiya'),
      area('el_shatby', 'الشاطبي', 'El Shatby'),
      area('el_azarita', 'الأزاريطة', 'El Azarita'),
    ]),
    city('el_gomrok', 'الجمرك', 'El Gomrok', [
      area('bahary', 'بحري', 'Bahary'),
      area('el_anfoushi', 'الأنفوشي', 'El Anfoushi'),
      area('ras_el_tin', 'رأس التين', 'Ras El Tin'),
    ]),
    city('mina_el_basal', 'مينا البصل', 'Mina El Basal', [
      area('el_wardian', 'الورديان', 'El Wardian'),
      area('el_qabbary', 'القباري', 'El Qabbary'),
      area('kom_el_shoqafa', 'كوم الشقافة', 'Kom El Shoqafa'),
    ]),
    city('el_agamy', 'العجمي', 'El Agamy', [
      area('el_bitash', 'البيطاش', 'El Bitash'),
      area('hannoville', 'الهانوفيل', 'Hannoville'),
      area('el_dekheila', 'الدخيلة', 'El Dekheila'),
    ]),
    city('el_amreya', 'العامرية', 'El Amreya', [
      centre,
      area('king_mariout', 'كينج مريوط', 'King Mariout'),
      area('ikingi_mariout', 'إكينجي مريوط', 'Ikingi Mariout'),
    ]),
    city('borg_el_arab', 'برج العرب', 'Borg El Arab', [
      centre,
      area('bahig', 'بهيج', 'Bahig'),
      area('abusir', 'أبو صير', 'Abusir'),
    ]),
    city('new_borg_el_arab', 'برج العرب الجديدة', 'New Borg El Arab', [centre, industrialZone]),
  ],
  qalyubia: [
    city('banha', 'بنها', 'Banha', [
      centre,
      area('atrib', 'أتريب', 'Atrib'),
      area('kafr_el_gazzar', 'كفر الجزار', 'Kafr El Gazzar'),
    ]),
    city('shubra_el_kheima', 'شبرا الخيمة', 'Shubra El Kheima', [
      area('bahtim', 'بهتيم', 'Bahtim'),
      area('mostorod', 'مسطرد', 'Mostorod'),
      area('bigam', 'بيجام', 'Bigam'),
    ]),
    city('qalyub', 'قليوب', 'Qalyub', [
      centre,
      area('mit_halfa', 'ميت حلفا', 'Mit Halfa'),
      area('sindyoun', 'سنديون', 'Sindyoun'),
    ]),
    city('el_khanka', 'الخانكة', 'El Khanka', [
      centre,
      area('siryaqous', 'سرياقوس', 'Siryaqous'),
      area('abu_zaabal', 'أبو زعبل', 'Abu Zaabal'),
    ]),
    city('el_obour', 'مدينة العبور', 'El Obour City', [centre, industrialZone]),
    city('toukh', 'طوخ', 'Toukh', [
      centre,
      area('mit_kenana', 'ميت كنانة', 'Mit Kenana'),
      area('meshtehar', 'مشتهر', 'Meshtehar'),
    ]),
  ],
  sharqia: [
    city('zagazig', 'الزقازيق', 'Zagazig', [
      centre,
      area('el_qawmiya', 'القومية', 'El Qawmiya'),
      area('tell_basta', 'تل بسطة', 'Tell Basta'),
    ]),
    city('tenth_of_ramadan', 'العاشر من رمضان', '10th of Ramadan', [centre, industrialZone]),
    city('bilbeis', 'بلبيس', 'Bilbeis', [centre, area('anshas', 'أنشاص', 'Anshas')]),
    city('faqous', 'فاقوس', 'Faqous', [centre, area('qantir', 'قنتير', 'Qantir')]),
    city('el_husseiniya', 'الحسينية', 'El Husseiniya', [
      centre,
      area('san_el_hagar', 'صان الحجر', 'San El Hagar'),
    ]),
    city('abu_kebir', 'أبو كبير', 'Abu Kebir', [centre, area('horbeit', 'هربيط', 'Horbeit')]),
  ],
  dakahlia: [
    city('mansoura', 'المنصورة', 'Mansoura', [
      area('toriel', 'توريل', 'Toriel'),
      area('gedila', 'جديلة', 'Gedila'),
      area('sandoub', 'سندوب', 'Sandoub'),
      area('el_mashaya', 'المشاية', 'El Mashaya'),
      area('shawa', 'شاوة', 'Shawa'),
    ]),
    city('talkha', 'طلخا', 'Talkha', [centre, area('mit_antar', 'ميت عنتر', 'Mit Antar')]),
    city('mit_ghamr', 'ميت غمر', 'Mit Ghamr', [centre, area('daqadous', 'دقادوس', 'Daqadous')]),
    city('aga', 'أجا', 'Aga', [
      centre,
      area('mit_damsis', 'ميت دمسيس', 'Mit Damsis'),
      area('ekhtab', 'أخطاب', 'Ekhtab'),
    ]),
    city('el_senbellawein', 'السنبلاوين', 'El Senbellawein', [
      centre,
      area('barhamtoush', 'برهمتوش', 'Barhamtoush'),
    ]),
  ],
  gharbia: [
    city('tanta', 'طنطا', 'Tanta', [
      centre,
      area('seegar', 'سيجر', 'Seegar'),
      area('mahallet_marhoum', 'محلة مرحوم', 'Mahallet Marhoum'),
    ]),
    city('el_mahalla_el_kubra', 'المحلة الكبرى', 'El Mahalla El Kubra', [
      centre,
      area('el_shoun', 'الشون', 'El Shoun'),
    ]),
    city('kafr_el_zayat', 'كفر الزيات', 'Kafr El Zayat', [centre, area('ebiar', 'إبيار', 'Ebiar')]),
    city('samannoud', 'سمنود', 'Samannoud', [
      centre,
      area('behbeit_el_hagara', 'بهبيت الحجارة', 'Behbeit El Hagara'),
    ]),
    city('zefta', 'زفتى', 'Zefta', [centre, area('sonbat', 'سنباط', 'Sonbat')]),
  ],
  monufia: [
    city('shebin_el_kom', 'شبين الكوم', 'Shebin El Kom', [
      centre,
      area('el_batanoun', 'البتانون', 'El Batanoun'),
      area('mit_khaqan', 'ميت خاقان', 'Mit Khaqan'),
    ]),
    city('menouf', 'منوف', 'Menouf', [centre, area('sirs_el_layyan', 'سرس الليان', 'Sirs El Layyan')]),
    city('sadat_city', 'مدينة السادات', 'Sadat City', [centre, industrialZone]),
    city('tala', 'تلا', 'Tala', [centre, area('mit_abu_el_kom', 'ميت أبو الكوم', 'Mit Abu El Kom')]),
    city('quesna', 'قويسنا', 'Quesna', [centre, industrialZone]),
  ],
  beheira: [
    city('damanhour', 'دمنهور', 'Damanhour', [centre, area('qaraqes', 'قراقص', 'Qaraqes')]),
    city('rashid', 'رشيد', 'Rashid', [centre, area('borg_rashid', 'برج رشيد', 'Borg Rashid')]),
    city('edku', 'إدكو', 'Edku', [centre, area('el_maadiya', 'المعدية', 'El Maadiya')]),
    city('abu_el_matamir', 'أبو المطامير', 'Abu El Matamir', [
      centre,
      area('manshaat_ganaklis', 'منشأة جناكليس', 'Manshaat Ganaklis'),
    ]),
    city('abu_hummus', 'أبو حمص', 'Abu Hummus', [centre, area('barsiq', 'برسيق', 'Barsiq')]),
    city('wadi_el_natrun', 'وادي النطرون', 'Wadi El Natrun', [
      centre,
      area('bir_hooker', 'بئر هوكر', 'Bir Hooker'),
    ]),
  ],
  kafr_el_sheikh: [
    city('kafr_el_sheikh', 'كفر الشيخ', 'Kafr El Sheikh', [
      centre,
      area('sakha', 'سخا', 'Sakha'),
      area('mit_alwan', 'ميت علوان', 'Mit Alwan'),
    ]),
    city('desouk', 'دسوق', 'Desouk', [centre, area('mahallet_malek', 'محلة مالك', 'Mahallet Malek')]),
    city('fuwwah', 'فوه', 'Fuwwah', [
      centre,
      area('qabrit', 'قبريط', 'Qabrit'),
      area('mit_el_ashraf', 'ميت الأشراف', 'Mit El Ashraf'),
    ]),
    city('metoubes', 'مطوبس', 'Metoubes', [centre, area('borg_meghizel', 'برج مغيزل', 'Borg Meghizel')]),
    city('baltim', 'بلطيم', 'Baltim', [centre, area('masif_baltim', 'مصيف بلطيم', 'Baltim Resort')]),
    city('sidi_salem', 'سيدي سالم', 'Sidi Salem', [centre, area('dumro', 'دمرو', 'Dumro')]),
  ],
  damietta: [
    city('damietta', 'دمياط', 'Damietta', [
      centre,
      area('el_senaneya', 'السنانية', 'El Senaneya'),
      area('shata', 'شطا', 'Shata'),
    ]),
    city('new_damietta', 'دمياط الجديدة', 'New Damietta', [centre, industrialZone]),
    city('ras_el_bar', 'رأس البر', 'Ras El Bar', [centre, area('el_lesan', 'اللسان', 'El Lesan')]),
    city('faraskour', 'فارسكور', 'Faraskour', [centre, area('el_rawda', 'الروضة', 'El Rawda')]),
    city('kafr_saad', 'كفر سعد', 'Kafr Saad', [
      centre,
      area('kafr_el_battikh', 'كفر البطيخ', 'Kafr El Battikh'),
      area('mit_abu_ghaleb', 'ميت أبو غالب', 'Mit Abu Ghaleb'),
    ]),
    city('el_zarqa', 'الزرقا', 'El Zarqa', [centre, area('el_sarw', 'السرو', 'El Sarw')]),
  ],
  port_said: [
    city('el_sharq', 'حي الشرق', 'El Sharq', [
      area('ibrahim_hassanein', 'إبراهيم حسنين', 'Ibrahim Hassanein'),
      area('mostafa_hamza', 'مصطفى حمزة', 'Mostafa Hamza'),
    ]),
    city('el_arab', 'حي العرب', 'El Arab', [
      area('abu_el_hassan', 'أبو الحسن', 'Abu El Hassan'),
      area('el_gamea_el_tawfiqi', 'الجامع التوفيقي', 'El Gamea El Tawfiqi'),
      area('montazah_saad', 'منتزه سعد', 'Montazah Saad'),
    ]),
    city('el_manakh', 'حي المناخ', 'El Manakh', [
      area('el_galaa', 'الجلاء', 'El Galaa'),
      area('el_saray', 'السراي', 'El Saray'),
      area('adly', 'عدلي', 'Adly'),
    ]),
    city('el_dawahy', 'حي الضواحي', 'El Dawahy', [
      area('el_salam', 'السلام', 'El Salam'),
      area('el_qabouty', 'القابوطي', 'El Qabouty'),
      area('bank_el_iskan', 'بنك الإسكان', 'Bank El Iskan'),
    ]),
    city('port_fouad', 'بور فؤاد', 'Port Fouad', [
      area('port_fouad_1', 'بور فؤاد أول', 'Port Fouad 1'),
      area('port_fouad_2', 'بور فؤاد ثان', 'Port Fouad 2'),
    ]),
  ],
  ismailia: [
    city('ismailia', 'الإسماعيلية', 'Ismailia', [
      centre,
      area('sheikh_zayed', 'الشيخ زايد', 'Sheikh Zayed'),
      area('nefisha', 'نفيشة', 'Nefisha'),
    ]),
    city('fayed', 'فايد', 'Fayed', [
      centre,
      area('fanara', 'فنارة', 'Fanara'),
      area('abu_sultan', 'أبو سلطان', 'Abu Sultan'),
    ]),
    city('el_tal_el_kebir', 'التل الكبير', 'El Tal El Kebir', [
      centre,
      area('el_qassasin', 'القصاصين', 'El Qassasin'),
    ]),
    city('el_qantara_gharb', 'القنطرة غرب', 'El Qantara Gharb', [
      centre,
      area('el_ballah', 'البلاح', 'El Ballah'),
    ]),
    city('el_qantara_sharq', 'القنطرة شرق', 'El Qantara Sharq', [
      centre,
      area('gilbana', 'جلبانة', 'Gilbana'),
    ]),
  ],
  suez: [
    city('suez', 'السويس', 'Suez', [
      centre,
      area('port_tawfiq', 'بور توفيق', 'Port Tawfiq'),
      area('el_arbaeen', 'الأربعين', 'El Arbaeen'),
    ]),
    city('ataqa', 'عتاقة', 'Ataqa', [
      centre,
      area('el_adabiya', 'الأدبية', 'El Adabiya'),
      area('agrud', 'عجرود', 'Agrud'),
    ]),
    city('ain_sokhna', 'العين السخنة', 'Ain Sokhna', [
      centre,
      area('sokhna_port', 'ميناء السخنة', 'Sokhna Port'),
    ]),
    city('faisal', 'فيصل', 'Faisal', [
      area('faisal_city', 'مدينة فيصل', 'Faisal City'),
      area('el_sabah', 'مدينة الصباح', 'El Sabah City'),
    ]),
    city('el_ganayen', 'الجناين', 'El Ganayen', [
      area('kabrit', 'كبريت', 'Kabrit'),
      area('geneifa', 'جنيفة', 'Geneifa'),
    ]),
  ],
  faiyum: [
    city('faiyum', 'الفيوم', 'Faiyum', [
      centre,
      area('kiman_faris', 'كيمان فارس', 'Kiman Faris'),
      area('hawara', 'هوارة', 'Hawara'),
    ]),
    city('sinnuris', 'سنورس', 'Sinnuris', [centre, area('fidimin', 'فيديمين', 'Fidimin')]),
    city('ibsheway', 'إبشواي', 'Ibsheway', [centre, area('shakshouk', 'شكشوك', 'Shakshouk')]),
    city('tamiya', 'طامية', 'Tamiya', [centre, area('kom_oshim', 'كوم أوشيم', 'Kom Oshim')]),
    city('youssef_el_seddik', 'يوسف الصديق', 'Youssef El Seddik', [
      centre,
      area('tunis', 'قرية تونس', 'Tunis Village'),
    ]),
  ],
  beni_suef: [
    city('beni_suef', 'بني سويف', 'Beni Suef', [
      centre,
      area('bayad_el_arab', 'بياض العرب', 'Bayad El Arab'),
    ]),
    city('new_beni_suef', 'بني سويف الجديدة', 'New Beni Suef', [
      centre,
      area('district_1', 'الحي الأول', 'District 1'),
    ]),
    city('el_wasta', 'الواسطى', 'El Wasta', [centre, area('maidum', 'ميدوم', 'Maidum')]),
    city('ihnasya', 'إهناسيا', 'Ihnasya', [
      centre,
      area('ihnasya_el_madina', 'إهناسيا المدينة', 'Ihnasya El Madina'),
    ]),
    city('el_fashn', 'الفشن', 'El Fashn', [centre, area('el_hiba', 'الحيبة', 'El Hiba')]),
  ],
  minya: [
    city('minya', 'المنيا', 'Minya', [centre, area('tahna_el_gebel', 'طهنا الجبل', 'Tahna El Gebel')]),
    city('mallawi', 'ملوي', 'Mallawi', [
      centre,
      area('tuna_el_gebel', 'تونا الجبل', 'Tuna El Gebel'),
      area('el_ashmunein', 'الأشمونين', 'El Ashmunein'),
    ]),
    city('samalut', 'سمالوط', 'Samalut', [centre, area('gabal_el_teir', 'جبل الطير', 'Gabal El Teir')]),
    city('abu_qurqas', 'أبو قرقاص', 'Abu Qurqas', [centre, area('beni_hassan', 'بني حسن', 'Beni Hassan')]),
    city('beni_mazar', 'بني مزار', 'Beni Mazar', [centre, area('el_bahnasa', 'البهنسا', 'El Bahnasa')]),
  ],
  asyut: [
    city('asyut', 'أسيوط', 'Asyut', [
      centre,
      area('el_walidiya', 'الوليدية', 'El Walidiya'),
      area('manqabad', 'منقباد', 'Manqabad'),
    ]),
    city('el_qusiya', 'القوصية', 'El Qusiya', [
      centre,
      area('meir', 'مير', 'Meir'),
      area('deir_el_muharraq', 'دير المحرق', 'Deir El Muharraq'),
    ]),
    city('dayrout', 'ديروط', 'Dayrout', [centre, area('sanabu', 'صنبو', 'Sanabu')]),
    city('manfalut', 'منفلوط', 'Manfalut', [centre, area('beni_adi', 'بني عدي', 'Beni Adi')]),
    city('abnub', 'أبنوب', 'Abnub', [centre, area('beni_mohammadiat', 'بني محمديات', 'Beni Mohammadiat')]),
  ],
  sohag: [
    city('sohag', 'سوهاج', 'Sohag', [centre, area('el_kawthar', 'الكوثر', 'El Kawthar')]),
    city('akhmim', 'أخميم', 'Akhmim', [centre, area('el_hawawish', 'الحواويش', 'El Hawawish')]),
    city('girga', 'جرجا', 'Girga', [centre, area('beit_khallaf', 'بيت خلاف', 'Beit Khallaf')]),
    city('el_balyana', 'البلينا', 'El Balyana', [
      centre,
      area('el_araba_el_madfuna', 'العرابة المدفونة', 'El Araba El Madfuna'),
    ]),
    city('tahta', 'طهطا', 'Tahta', [centre, area('shatoura', 'شطورة', 'Shatoura')]),
  ],
  qena: [
    city('qena', 'قنا', 'Qena', [centre, area('dendera', 'دندرة', 'Dendera')]),
    city('nag_hammadi', 'نجع حمادي', 'Nag Hammadi', [
      centre,
      area('hiw', 'هو', 'Hiw'),
      area('bahgoura', 'بهجورة', 'Bahgoura'),
    ]),
    city('qus', 'قوص', 'Qus', [centre, area('garagos', 'جراجوس', 'Garagos')]),
    city('qift', 'قفط', 'Qift', [centre, area('el_barahma', 'البراهمة', 'El Barahma')]),
    city('naqada', 'نقادة', 'Naqada', [centre, area('tukh', 'طوخ', 'Tukh')]),
  ],
  luxor: [
    city('luxor', 'الأقصر', 'Luxor', [
      centre,
      area('el_karnak', 'الكرنك', 'El Karnak'),
      area('new_karnak', 'الكرنك الجديد', 'New Karnak'),
      area('el_qurna', 'القرنة', 'El Qurna'),
    ]),
    city('new_tiba', 'طيبة الجديدة', 'New Tiba', [
      centre,
      area('el_zeiniya', 'الزينية', 'El Zeiniya'),
      area('el_medamud', 'المدامود', 'El Medamud'),
    ]),
    city('el_bayadiya', 'البياضية', 'El Bayadiya', [
      centre,
      area('el_bairat', 'البعيرات', 'El Bairat'),
      area('el_hebeil', 'الحبيل', 'El Hebeil'),
    ]),
    city('armant', 'أرمنت', 'Armant', [centre, area('el_rizeiqat', 'الرزيقات', 'El Rizeiqat')]),
    city('esna', 'إسنا', 'Esna', [centre, area('asfun_el_mataana', 'أصفون المطاعنة', 'Asfun El Mataana')]),
  ],
  aswan: [
    city('aswan', 'أسوان', 'Aswan', [
      centre,
      area('west_aswan', 'غرب أسوان', 'West Aswan'),
      area('gharb_soheil', 'غرب سهيل', 'Gharb Soheil'),
      area('el_kubaniya', 'الكوبانية', 'El Kubaniya'),
    ]),
    city('edfu', 'إدفو', 'Edfu', [
      centre,
      area('el_radisiya', 'الرديسية', 'El Radisiya'),
      area('el_sebaiya', 'السباعية', 'El Sebaiya'),
    ]),
    city('kom_ombo', 'كوم أمبو', 'Kom Ombo', [
      centre,
      area('el_kajouj', 'الكاجوج', 'El Kajouj'),
      area('fatira', 'فطيرة', 'Fatira'),
    ]),
    city('daraw', 'دراو', 'Daraw', [centre, area('benban', 'بنبان', 'Benban')]),
    city('nasr_el_nuba', 'نصر النوبة', 'Nasr El Nuba', [
      centre,
      area('kalabsha', 'كلابشة', 'Kalabsha'),
      area('el_dakka', 'الدكة', 'El Dakka'),
    ]),
    city('abu_simbel', 'أبو سمبل', 'Abu Simbel', [centre, area('adindan', 'أدندان', 'Adindan')]),
  ],
  red_sea: [
    city('hurghada', 'الغردقة', 'Hurghada', [
      area('el_dahar', 'الدهار', 'El Dahar'),
      area('el_sakala', 'السقالة', 'El Sakala'),
      area('el_kawther', 'الكوثر', 'El Kawther'),
      area('el_gouna', 'الجونة', 'El Gouna'),
      area('sahl_hasheesh', 'سهل حشيش', 'Sahl Hasheesh'),
    ]),
    city('safaga', 'سفاجا', 'Safaga', [centre, area('soma_bay', 'سوما باي', 'Soma Bay')]),
    city('el_quseir', 'القصير', 'El Quseir', [centre, area('el_hamrawein', 'الحمراوين', 'El Hamrawein')]),
    city('marsa_alam', 'مرسى علم', 'Marsa Alam', [
      centre,
      area('port_ghalib', 'بورت غالب', 'Port Ghalib'),
      area('el_sheikh_el_shazly', 'الشيخ الشاذلي', 'El Sheikh El Shazly'),
    ]),
    city('ras_ghareb', 'رأس غارب', 'Ras Ghareb', [centre, area('el_zaafarana', 'الزعفرانة', 'El Zaafarana')]),
    city('shalatin', 'الشلاتين', 'Shalatin', [centre, area('abu_ramad', 'أبو رماد', 'Abu Ramad')]),
  ],
  new_valley: [
    city('el_kharga', 'الخارجة', 'El Kharga', [
      centre,
      area('bulaq', 'بولاق', 'Bulaq'),
      area('genah', 'جناح', 'Genah'),
      area('el_munira', 'المنيرة', 'El Munira'),
    ]),
    city('el_dakhla', 'الداخلة', 'El Dakhla', [
      area('mut', 'موط', 'Mut'),
      area('el_qasr', 'القصر', 'El Qasr'),
      area('el_mawhoub', 'الموهوب', 'El Mawhoub'),
    ]),
    city('balat', 'بلاط', 'Balat', [centre, area('tineida', 'تنيدة', 'Tineida')]),
    city('el_farafra', 'الفرافرة', 'El Farafra', [centre, area('abu_minqar', 'أبو منقار', 'Abu Minqar')]),
    city('paris', 'باريس', 'Paris', [centre, area('el_maks_el_qibli', 'المكس القبلي', 'El Maks El Qibli')]),
  ],
  matrouh: [
    city('marsa_matrouh', 'مرسى مطروح', 'Marsa Matrouh', [
      centre,
      area('umm_el_rakham', 'أم الرخم', 'Umm El Rakham'),
      area('ras_el_hekma', 'رأس الحكمة', 'Ras El Hekma'),
      area('el_negeila', 'النجيلة', 'El Negeila'),
    ]),
    city('el_alamein', 'العلمين', 'El Alamein', [
      centre,
      area('new_alamein', 'العلمين الجديدة', 'New Alamein'),
      area('marina', 'مارينا العلمين', 'Marina El Alamein'),
    ]),
    city('el_hammam', 'الحمام', 'El Hammam', [centre, area('el_omayed', 'العميد', 'El Omayed')]),
    city('el_dabaa', 'الضبعة', 'El Dabaa', [
      centre,
      area('fuka', 'فوكة', 'Fuka'),
      area('sidi_abdel_rahman', 'سيدي عبد الرحمن', 'Sidi Abdel Rahman'),
    ]),
    city('siwa', 'سيوة', 'Siwa', [
      centre,
      area('aghurmi', 'أغورمي', 'Aghurmi'),
      area('el_maraqi', 'المراقي', 'El Maraqi'),
    ]),
    city('el_salloum', 'السلوم', 'El Salloum', [centre, area('sidi_omar', 'سيدي عمر', 'Sidi Omar')]),
  ],
  north_sinai: [
    city('el_arish', 'العريش', 'El Arish', [
      centre,
      area('el_masaeed', 'المساعيد', 'El Masaeed'),
      area('el_sakasika', 'السكاسكة', 'El Sakasika'),
    ]),
    city('bir_el_abd', 'بئر العبد', 'Bir El Abd', [
      centre,
      area('el_rawda', 'الروضة', 'El Rawda'),
      area('el_telul', 'التلول', 'El Telul'),
    ]),
    city('sheikh_zuweid', 'الشيخ زويد', 'Sheikh Zuweid', [
      centre,
      area('el_gora', 'الجورة', 'El Gora'),
      area('el_kharouba', 'الخروبة', 'El Kharouba'),
    ]),
    city('rafah', 'رفح', 'Rafah', [centre, area('abu_shanar', 'أبو شنار', 'Abu Shanar')]),
    city('rumana', 'رمانة', 'Rumana', [
      centre,
      area('baloza', 'بالوظة', 'Baloza'),
      area('qatia', 'قاطية', 'Qatia'),
    ]),
    city('nakhl', 'نخل', 'Nakhl', [centre, area('ras_el_naqb', 'رأس النقب', 'Ras El Naqb')]),
    city('el_hasana', 'الحسنة', 'El Hasana', [centre, area('el_gifgafa', 'الجفجافة', 'El Gifgafa')]),
  ],
  south_sinai: [
    city('el_tor', 'الطور', 'El Tor', [
      centre,
      area('el_wadi', 'الوادي', 'El Wadi'),
      area('hammam_moussa', 'حمام موسى', 'Hammam Moussa'),
    ]),
    city('sharm_el_sheikh', 'شرم الشيخ', 'Sharm El Sheikh', [
      area('naama_bay', 'خليج نعمة', 'Naama Bay'),
      area('el_hadaba', 'الهضبة', 'El Hadaba'),
      area('nabq', 'نبق', 'Nabq'),
      area('sharm_el_maya', 'شرم المية', 'Sharm El Maya'),
    ]),
    city('dahab', 'دهب', 'Dahab', [
      centre,
      area('asala', 'عسلة', 'Asala'),
      area('el_mashraba', 'المشربة', 'El Mashraba'),
    ]),
    city('nuweiba', 'نويبع', 'Nuweiba', [centre, area('tarabin', 'الترابين', 'Tarabin')]),
    city('taba', 'طابا', 'Taba', [centre, area('taba_heights', 'طابا هايتس', 'Taba Heights')]),
    city('saint_catherine', 'سانت كاترين', 'Saint Catherine', [
      centre,
      area('wadi_feiran', 'وادي فيران', 'Wadi Feiran'),
    ]),
  ],
};
