// A content picture field: the path stays typeable, a picture chosen from the computer is sent
// with the session's token while its progress shows, the server's path lands in the form, and a
// refusal is said in the server's words; a file the browser can tell is wrong is never sent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { session } from '../lib/api.ts';
import { PictureField, checkPictureFile } from './picture-field.tsx';

/** An XMLHttpRequest the test finishes by hand. */
class FakeRequest {
  static sent: FakeRequest[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: URL | string) {
    this.method = method;
    this.url = String(url);
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function Harness({ onUploaded }: { onUploaded: (url: string) => void }) {
  const [path, setPath] = useState('');
  return (
    <PictureField
      label="Picture of 1"
      value={path}
      preview={{ width: 120, height: 40 }}
      onUploaded={({ url }) => {
        setPath(url);
        onUploaded(url);
      }}
    >
      <input value={path} onChange={(event) => setPath(event.target.value)} />
    </PictureField>
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'diwali.jpg', { type: 'image/jpeg' });

describe('checking a picture before it is sent', () => {
  it.each([
    [{ type: 'image/jpeg', size: 2_000_000 }, null],
    [{ type: 'image/webp', size: 10 * 1024 * 1024 }, null],
    [{ type: '', size: 1000 }, null],
    [{ type: 'application/pdf', size: 1000 }, 'Upload a JPEG, PNG or WebP picture.'],
    [{ type: 'image/gif', size: 1000 }, 'Upload a JPEG, PNG or WebP picture.'],
    [
      { type: 'image/png', size: 10 * 1024 * 1024 + 1 },
      'The picture is over 10 MB; send a smaller one.',
    ],
  ])('%j gives %s', (file, expected) => {
    expect(checkPictureFile(file)).toBe(expected);
  });
});

describe('a content picture field', () => {
  it('keeps the path typeable and previews only a path under /media', async () => {
    render(<Harness onUploaded={vi.fn()} />);
    const user = userEvent.setup();
    expect(screen.getByText('No picture')).toBeTruthy();
    await user.type(
      screen.getByLabelText('Picture of 1', { exact: true }),
      'https://x.example/a.png',
    );
    expect(screen.queryByRole('img')).toBeNull();
    await user.clear(screen.getByLabelText('Picture of 1', { exact: true }));
    await user.type(
      screen.getByLabelText('Picture of 1', { exact: true }),
      '/media/banners/diwali.svg',
    );
    expect(screen.getByRole('img', { name: 'Preview of Picture of 1' }).getAttribute('src')).toBe(
      '/media/banners/diwali.svg',
    );
  });

  it('uploads with the token, shows the progress, and puts the answered path in the form', async () => {
    session.start('t0ken');
    const onUploaded = vi.fn();
    render(<Harness onUploaded={onUploaded} />);
    expect(screen.getByRole('button', { name: 'Upload a picture for Picture of 1' })).toBeTruthy();
    choose(jpeg());
    const [request] = FakeRequest.sent;
    expect(request).toMatchObject({ method: 'POST' });
    expect(new URL(request!.url).pathname).toBe('/api/admin/content/pictures');
    expect(request!.headers.authorization).toBe('Bearer t0ken');
    expect((request!.body as FormData).get('file')).toBeInstanceOf(File);
    act(() => request!.progress(45, 100));
    const bar = screen.getByRole('progressbar', { name: 'Uploading Picture of 1' });
    expect(bar.getAttribute('value')).toBe('45');
    expect(
      (
        screen.getByRole('button', {
          name: 'Upload a picture for Picture of 1',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);

    const url = '/media/pictures/img_abc123/1280x427.webp';
    await act(async () =>
      request!.answer(200, {
        status: 'success',
        message: 'The picture is uploaded.',
        data: { url, width: 1280, height: 427, widths: [320, 640, 960, 1280] },
      }),
    );
    expect(onUploaded).toHaveBeenCalledWith(url);
    expect((screen.getByLabelText('Picture of 1', { exact: true }) as HTMLInputElement).value).toBe(
      url,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'diwali.jpg is uploaded (1280 × 427). Save the list to show it.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: 'Preview of Picture of 1' }).getAttribute('src')).toBe(
      url,
    );
  });

  it("says the server's refusal and leaves the path as it was", async () => {
    const onUploaded = vi.fn();
    render(<Harness onUploaded={onUploaded} />);
    choose(jpeg());
    await act(async () =>
      FakeRequest.sent[0]!.answer(415, {
        status: 'error',
        code: 'UNSUPPORTED_MEDIA',
        message: 'Upload a JPEG, PNG or WebP picture.',
      }),
    );
    expect(screen.getByRole('alert').textContent).toBe('Upload a JPEG, PNG or WebP picture.');
    expect(onUploaded).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Picture of 1', { exact: true }) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('never sends a file the browser knows is not a picture', () => {
    render(<Harness onUploaded={vi.fn()} />);
    choose(new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' }));
    expect(FakeRequest.sent).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe('Upload a JPEG, PNG or WebP picture.');
  });
});
