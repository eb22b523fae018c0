import { jsPDF } from 'jspdf';
import { pdfFontFile, pdfFontFiles, pdfTexts } from '../../testing/pdf-testing';
import { PDF_FONT, embedPdfFont } from './pdf-font';

/** The browser's fetch of the two font files, answered with their real bytes (or failing once when asked). */
function stubFontFetch({ failFirst = false } = {}) {
  let failed = false;
  const fetch = vi.fn(async (url: string) => {
    if (failFirst && !failed) {
      failed = true;
      return new Response('unavailable', { status: 503 });
    }
    return new Response(new Uint8Array(pdfFontFile(url.endsWith('/DejaVuSans-Bold.ttf') ? 'DejaVuSans-Bold.ttf' : 'DejaVuSans.ttf')));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** A fresh copy of the module, so no test sees another's kept font. */
async function freshLoadPdfFont() {
  vi.resetModules();
  return (await import('./pdf-font')).loadPdfFont;
}

describe('PDF font', () => {
  it('fetches DejaVu Sans normal and bold on the first export and keeps them for the next', async () => {
    const fetch = stubFontFetch();
    const loadPdfFont = await freshLoadPdfFont();

    expect(await loadPdfFont()).toEqual(pdfFontFiles());
    expect(fetch.mock.calls.map(([url]) => url.split('/').pop())).toEqual(['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']);
    expect(await loadPdfFont()).toEqual(pdfFontFiles());
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('fails when a face cannot be fetched, and fetches again on the next export', async () => {
    const fetch = stubFontFetch({ failFirst: true });
    const loadPdfFont = await freshLoadPdfFont();

    await expect(loadPdfFont()).rejects.toThrow('The PDF font could not be loaded (503).');
    expect(await loadPdfFont()).toEqual(pdfFontFiles());
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('writes names from any alphabet, in normal and bold, so a PDF reader reads them back', async () => {
    const doc = new jsPDF();
    embedPdfFont(doc, pdfFontFiles());
    doc.text('Łucja Wróblewska', 10, 10);
    doc.text("Zoë Ø'Brien ✓", 10, 20);
    doc.setFont(PDF_FONT, 'bold');
    doc.text('Анна Петрова', 10, 30);

    expect(doc.getFontList()[PDF_FONT]).toEqual(['normal', 'bold']);
    expect(await pdfTexts(doc)).toEqual(['Łucja Wróblewska', "Zoë Ø'Brien ✓", 'Анна Петрова']);
  });
});
