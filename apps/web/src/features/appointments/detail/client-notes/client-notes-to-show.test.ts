import { notesToShow } from './client-notes-to-show';

describe('client notes to show', () => {
  const note = (note_text: string, is_alert = false) => ({ note_text, is_alert });

  it('puts every note marked as an alert first and keeps only the three newest other notes', () => {
    const shown = notesToShow([note('Prefers Rosa'), note('Coffee, no sugar'), note('Latex gloves only', true), note('Parks at the back'), note('Likes magazines'), note('Pregnant', true)]);

    expect(shown.alerts.map((item) => item.note_text)).toEqual(['Latex gloves only', 'Pregnant']);
    expect(shown.others.map((item) => item.note_text)).toEqual(['Prefers Rosa', 'Coffee, no sugar', 'Parks at the back']);
    expect(shown.hidden).toBe(1);
  });

  it('goes by the flag alone: a note about an allergy that is not marked is an ordinary note', () => {
    const shown = notesToShow([note('Allergic to PPD; patch test every time.'), note('Formula 6N', true)]);

    expect(shown.alerts.map((item) => item.note_text)).toEqual(['Formula 6N']);
    expect(shown.others.map((item) => item.note_text)).toEqual(['Allergic to PPD; patch test every time.']);
    expect(shown.hidden).toBe(0);
  });
});
