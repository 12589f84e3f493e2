import { describe, expect, it } from 'vitest';
import {
  analyseQuery,
  analyseText,
  indexWords,
  isVocabularyWord,
  normaliseText,
  splitWords,
  stemWord,
  wordParts,
} from './normalise';

describe('normaliseText', () => {
  it.each([
    ['أ إ آ ٱ to ا', 'أحمر إنفرتر آيفون ٱلهاتف', 'احمر انفرتر ايفون الهاتف'],
    ['ة to ه', 'ثلاجة شاشة', 'ثلاجه شاشه'],
    ['ى to ي', 'مستوى على', 'مستوي علي'],
    ['ئ ؤ to ي و', 'شرائح مؤقت', 'شرايح موقت'],
    ['tashkeel removed', 'شَاشَةٌ مُمْتَازَةٌ', 'شاشه ممتازه'],
    ['tatweel removed', 'سـامـسـونـج', 'سامسونج'],
    ['Arabic-Indic digits', 'شاشة ٥٥ بوصة', 'شاشه 55 بوصه'],
    ['Persian digits', '۴۳ اینچ', '43 اينچ'],
    ['Arabic decimal separator', '٦٫٧ بوصة', '6.7 بوصه'],
    [
      'Latin lower case and punctuation',
      'Samsung Galaxy S24, 256GB (Black)!',
      'samsung galaxy s24 256gb black',
    ],
    ['hyphens split words', 'Wi-Fi 6-inch', 'wi fi 6 inch'],
    ['decimal points kept inside numbers only', '6.7-inch. Done.', '6.7 inch done'],
    ['presentation forms (NFKC)', 'ﻻ ﺳﺎﻣﺴﻮﻧﺞ', 'لا سامسونج'],
    ['Arabic comma and spaces', 'أسود،  فضي', 'اسود فضي'],
  ])('%s', (_name, input, expected) => {
    expect(normaliseText(input)).toBe(expected);
  });

  it('is empty for symbols only', () => {
    expect(normaliseText(' !!! ، ؟ ')).toBe('');
  });
});

describe('splitWords and wordParts', () => {
  it('splits Arabic glued to digits but keeps Latin model codes whole', () => {
    expect(splitWords('55بوصه samsung sa55xk123 i7 5g')).toEqual([
      '55',
      'بوصه',
      'samsung',
      'sa55xk123',
      'i7',
      '5g',
    ]);
  });

  it('gives the parts of words that glue digits and Latin letters', () => {
    expect(wordParts('256gb')).toEqual(['256', 'gb']);
    expect(wordParts('i7')).toEqual(['i', '7']);
    expect(wordParts('samsung')).toEqual([]);
    expect(wordParts('55')).toEqual([]);
  });
});

describe('stemWord (Arabic light stemming)', () => {
  it.each([
    ['ال prefix', 'الثلاجه', 'ثلاج'],
    ['وال prefix', 'والغسالات', 'غسال'],
    ['بال prefix', 'بالتقسيط', 'تقسيط'],
    ['كال prefix', 'كالجديد', 'جديد'],
    ['فال prefix', 'فالشاشه', 'شاش'],
    ['لل prefix', 'للمطبخ', 'مطبخ'],
    ['و conjunction', 'وشاشه', 'شاش'],
    ['ات plural', 'شاشات', 'شاش'],
    ['ون plural', 'تلفزيون', 'تلفز'],
    ['ين plural', 'المستخدمين', 'مستخدم'],
    ['ها suffix', 'سعتها', 'سعت'],
    ['ه (ة) suffix', 'غساله', 'غسال'],
    ['يه (ية) suffix', 'الذكيه', 'ذك'],
    ['short words kept', 'ال', 'ال'],
    ['brand kept', 'سامسونج', 'سامسونج'],
  ])('%s: %s → %s', (_name, word, stem) => {
    expect(stemWord(word)).toBe(stem);
  });

  it('gives singular and plural the same stem', () => {
    for (const [a, b] of [
      ['شاشه', 'شاشات'],
      ['ثلاجه', 'الثلاجات'],
      ['تلاجه', 'تلاجات'],
      ['غساله', 'الغسالات'],
      ['موبايل', 'الموبايلات'],
      ['لابتوب', 'اللابتوبات'],
      ['تكييف', 'التكييفات'],
      ['سماعه', 'سماعات'],
    ]) {
      expect(stemWord(a ?? '')).toBe(stemWord(b ?? ''));
    }
  });
});

describe('stemWord (English plurals)', () => {
  it.each([
    ['phones', 'phone'],
    ['tvs', 'tv'],
    ['accessories', 'accessory'],
    ['watches', 'watch'],
    ['glass', 'glass'],
    ['plus', 'plus'],
    ['5g', '5g'],
    ['refrigerators', 'refrigerator'],
  ])('%s → %s', (word, stem) => {
    expect(stemWord(word)).toBe(stem);
  });
});

describe('analyseText, analyseQuery and indexWords', () => {
  it('normalises, splits and stems', () => {
    expect(analyseText('الثلاجات النوفروست ٤٠٠ لتر')).toEqual(['ثلاج', 'نوفروست', '400', 'لتر']);
  });

  it('drops stop words from queries unless nothing else is left, and repeated words', () => {
    expect(analyseQuery('شاشة في المطبخ شاشة')).toEqual(['شاش', 'مطبخ']);
    // Initials written with dots are one word; decimals and dotted words are not initials.
    expect(analyseQuery('L.G')).toEqual(['lg']);
    expect(analyseQuery('h.p. laptop')).toEqual(['hp', 'laptop']);
    expect(analyseQuery('5.5 inch')).toEqual(['5.5', 'inch']);
    expect(analyseQuery('Mr.Bean')).toEqual(['mr', 'bean']);
    expect(analyseQuery('phone for the kitchen')).toEqual(['phone', 'kitchen']);
    expect(analyseQuery('في')).toEqual(['في']);
  });

  it('indexes glued words apart and hyphenated words joined', () => {
    expect(indexWords('256GB Wi-Fi')).toEqual(['256gb', 'wi', 'fi', '256', 'gb', 'wifi']);
  });

  it('keeps only letter words of 3+ characters for the vocabulary', () => {
    expect(['samsung', 'سامسونج', 'tv', '55', 'sa55'].map(isVocabularyWord)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
