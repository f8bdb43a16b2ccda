import { describe, expect, it } from 'vitest';
import { ESIGN_TRANSLATION_NOTE_TEXT, esignDisclosure, type EsignDisclosure } from '../enums/application-details';
import { localizedEsignDisclosure, spanishEsignDisclosure } from './esign-disclosure';
import { DOMAIN_SPANISH } from './catalogue';

describe('spanishEsignDisclosure', () => {
  const parties = {
    companyName: 'Summit Home Lending',
    supportEmail: 'help@summit.example',
    supportPhone: '(888) 819-6388',
  };
  const english = esignDisclosure(parties);
  const spanish = spanishEsignDisclosure(parties);
  /** Every text of a disclosure, in order: the title, each section's heading and text, the agreement. */
  const textsOf = (d: EsignDisclosure) => [d.title, ...d.sections.flatMap((s) => [s.heading, s.text]), d.agreement];

  it('has the parts of the English, each translated', () => {
    expect(spanish.sections).toHaveLength(english.sections.length);
    const [en, es] = [textsOf(english), textsOf(spanish)];
    expect(es).toHaveLength(en.length);
    es.forEach((text, i) => {
      expect(text.trim(), en[i]).not.toBe('');
      expect(text, en[i]).not.toBe(en[i]);
    });
    expect(new Set(spanish.sections.map((s) => s.heading)).size).toBe(spanish.sections.length);
  });

  it('names the lender, the e-mail and the phone in the same parts as the English', () => {
    const [en, es] = [textsOf(english), textsOf(spanish)];
    for (const party of Object.values(parties)) {
      const where = (texts: string[]) => texts.map((text) => text.split(party).length - 1);
      expect(where(es), party).toEqual(where(en));
      expect(
        where(es).some((count) => count > 0),
        party,
      ).toBe(true);
    }
    expect(spanish.sections[1]!.text).toContain('escribiendo a help@summit.example o llamando al (888) 819-6388');
  });

  it('is what a Spanish reader is shown; anyone else reads the English', () => {
    expect(localizedEsignDisclosure(parties, 'es')).toEqual(spanish);
    expect(localizedEsignDisclosure(parties, 'en')).toEqual(english);
    expect(DOMAIN_SPANISH[ESIGN_TRANSLATION_NOTE_TEXT.id]).toMatch(/prevalece la versión en inglés/);
  });
});
