import { isHealthAndSafetyNote, notesToShow } from './client-note-alerts';

describe('client note alerts', () => {
  it.each([
    'Allergic to PPD; patch test every time.',
    'Nut allergy',
    'Sensitive scalp after the last bleach',
    'Pregnant, no lightener until June',
    'Do not use the 9% developer',
    "Don't book her with a latex glove stylist",
  ])('flags "%s" as health and safety', (text) => {
    expect(isHealthAndSafetyNote(text)).toBe(true);
  });

  it.each(['Prefers Rosa', 'Likes a quiet appointment', 'Formula: 6N + 20 vol', 'Reacted well to the toner'])('leaves "%s" as an ordinary note', (text) => {
    expect(isHealthAndSafetyNote(text)).toBe(false);
  });

  it('puts every alert first and keeps only the three newest other notes', () => {
    const note = (note_text: string) => ({ note_text });
    const shown = notesToShow([note('Prefers Rosa'), note('Coffee, no sugar'), note('Allergic to PPD'), note('Parks at the back'), note('Likes magazines'), note('Latex allergy')]);

    expect(shown.alerts.map((item) => item.note_text)).toEqual(['Allergic to PPD', 'Latex allergy']);
    expect(shown.others.map((item) => item.note_text)).toEqual(['Prefers Rosa', 'Coffee, no sugar', 'Parks at the back']);
    expect(shown.hidden).toBe(1);
  });
});
