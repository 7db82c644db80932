// Several PDFs as one (the labels of many parcels, a pickup's manifests): every page of each, in
// order, copied as it is (pdf-lib), so a courier's label prints exactly as the courier drew it.
import { PDFDocument } from 'pdf-lib';

export async function mergePdfs(files: readonly Buffer[], title: string): Promise<Buffer> {
  const merged = await PDFDocument.create();
  for (const file of files) {
    const source = await PDFDocument.load(file);
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  merged.setTitle(title);
  merged.setCreator('Haat');
  // Streams written as they were read (a label's text stays as the courier wrote it).
  return Buffer.from(await merged.save({ useObjectStreams: false }));
}
