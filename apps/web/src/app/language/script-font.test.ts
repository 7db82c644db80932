import { afterEach, describe, expect, it, vi } from 'vitest';
import { addWebFaces } from './script-font';

/** A page's font set holding the server's own face with `status`, recording what is added. */
function stubFonts(status: FontFaceLoadStatus, loadFails: boolean) {
  const faces: Array<{ family: string; status: FontFaceLoadStatus }> = [
    { family: '"Haat Devanagari"', status },
  ];
  const added: unknown[] = [];
  vi.stubGlobal(
    'FontFace',
    class {
      family: string;
      constructor(family: string) {
        this.family = family;
      }
    },
  );
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      load: vi.fn(() => (loadFails ? Promise.reject(new Error('NetworkError')) : Promise.resolve([]))),
      add: (face: unknown) => added.push(face),
      [Symbol.iterator]: () => faces[Symbol.iterator](),
    },
  });
  return added;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'fonts');
});

describe('the self-hosted Devanagari faces', () => {
  it('are not added where the phone has its own face: adding them would lay the page out again', async () => {
    const added = stubFonts('loaded', false);
    await addWebFaces();
    expect(added).toEqual([]);
  });

  it('are added, regular and bold, where the phone has none', async () => {
    const added = stubFonts('error', true);
    await addWebFaces();
    expect(added.map((face) => (face as { family: string }).family)).toEqual([
      'Haat Devanagari Web',
      'Haat Devanagari Web',
    ]);
  });
});
