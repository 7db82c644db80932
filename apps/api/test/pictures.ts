// Picture helpers for API tests: a real picture made by sharp, a PNG whose header declares a size
// (a decompression bomb in a few hundred bytes), and a multipart body holding one file.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export function makePicture(format: 'jpeg' | 'png' | 'webp', width = 1600, height = 1200) {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 180, g: 83, b: 42 } },
  });
  return image.toFormat(format).toBuffer();
}

/** A PNG file's signature and header chunk declaring a size, then a little data and its end. */
export function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(4096))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file in the field `file`. */
export function multipartFile(bytes: Buffer, filename: string, type: string) {
  const boundary = '----haatpicture';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
