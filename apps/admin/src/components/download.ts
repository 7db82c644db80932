// A file the server makes (an invoice PDF, the catalogue CSV) fetched with the session's token and
// handed to the browser as a download: a plain link cannot carry the Authorization header.
import { ApiError, session } from '../lib/api.ts';

export async function downloadFile(apiPath: string, fileName: string): Promise<void> {
  const response = await fetch(`/api${apiPath}`, {
    headers: { authorization: `Bearer ${session.token() ?? ''}` },
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(
      response.status,
      answer?.message ?? `The server answered ${response.status}.`,
    );
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(link.href);
}
