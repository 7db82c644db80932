import { describe, expect, it } from 'vitest';
import { pictureSources, pictureSrcSet } from './picture.ts';

describe('responsive sources of a product picture', () => {
  it('lists every kept width up to the largest', () => {
    expect(pictureSrcSet('/media/pictures/img_abc123/1280x960.webp')).toBe(
      '/media/pictures/img_abc123/320.webp 320w, /media/pictures/img_abc123/640.webp 640w, ' +
        '/media/pictures/img_abc123/960.webp 960w, /media/pictures/img_abc123/1280.webp 1280w',
    );
  });
  it('stops at a small picture its own width', () => {
    expect(pictureSrcSet('/media/pictures/img_x/500x400.webp')).toBe(
      '/media/pictures/img_x/320.webp 320w, /media/pictures/img_x/500.webp 500w',
    );
  });
  it('keeps the address of a CDN in front of the pictures', () => {
    expect(pictureSrcSet('https://cdn.example.in/shop/pictures/img_x/500x400.webp')).toBe(
      'https://cdn.example.in/shop/pictures/img_x/320.webp 320w, ' +
        'https://cdn.example.in/shop/pictures/img_x/500.webp 500w',
    );
  });
  it('gives nothing for a demo picture or another address', () => {
    expect(pictureSources('/media/products/sarees-maroon-1.svg', '50vw')).toEqual({});
    expect(pictureSources('https://example.com/x/640x480.webp', '50vw')).toEqual({});
    expect(pictureSources('/media/pictures/img_x/640x480.webp', '50vw')).toMatchObject({
      sizes: '50vw',
    });
  });
});
