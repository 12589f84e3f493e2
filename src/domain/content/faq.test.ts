import { describe, expect, it } from 'vitest';
import { faqMatches, parseFaq } from './faq';

const HTML = `<h2>The card</h2>
<h3>What is the Aman card?</h3><p>A store card &amp; more.</p>
<h3>How long is it valid?</h3><p>3 years.</p><ul><li>Renewed for free.</li></ul>
<h2>Paying</h2><p>Intro text without a question.</p>
<h3>Which terms?</h3><p>6, 12, 18 or 24 months.</p>`;

describe('a FAQ kept as a CMS block', () => {
  it('reads groups from h2, questions from h3 and answers up to the next heading', () => {
    const groups = parseFaq(HTML);
    expect(groups.map((g) => g.title)).toEqual(['The card', 'Paying']);
    expect(groups[0]?.items.map((i) => i.question)).toEqual([
      'What is the Aman card?',
      'How long is it valid?',
    ]);
    expect(groups[0]?.items[1]?.answerHtml).toBe('<p>3 years.</p><ul><li>Renewed for free.</li></ul>');
    expect(groups[0]?.items[0]?.answerText).toBe('A store card & more.');
    expect(groups[1]?.items).toHaveLength(1);
  });

  it('is empty for a block without questions', () => {
    expect(parseFaq('<h2>Nothing</h2><p>here</p>')).toEqual([]);
  });

  it('matches every word of a search, in the question or the answer, Arabic letter forms folded', () => {
    const item = { question: 'ما هي بطاقة أمان؟', answerText: 'بطاقة تقسيط لمدة ٣ سنوات' };
    expect(faqMatches(item, 'امان')).toBe(true);
    expect(faqMatches(item, 'بطاقه 3')).toBe(true);
    expect(faqMatches(item, 'امان فيزا')).toBe(false);
    expect(faqMatches({ question: 'Which terms?', answerText: '6, 12 months' }, 'TERMS 12')).toBe(true);
    // As a shopper asks: plurals, and the words of a question, find the question.
    const fee = { question: 'Is there a fee?', answerText: 'An issuing fee of 100 EGP.' };
    expect(faqMatches(fee, 'fees')).toBe(true);
    expect(faqMatches(fee, 'Are there fees?')).toBe(true);
    expect(faqMatches(fee, 'hidden fees')).toBe(false);
    expect(faqMatches(fee, 'is there')).toBe(true);
    expect(faqMatches({ question: 'هل توجد رسوم؟', answerText: 'رسوم إصدار 100 جنيه.' }, 'هل في رسوم')).toBe(
      true,
    );
  });
});
