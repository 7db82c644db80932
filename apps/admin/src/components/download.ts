// A file the server makes (an invoice PDF, the catalogue CSV) fetched with the session's token and
// handed to the browser as a download: a plain link cannot carry the Authorization header.
import { callBlob, type CallInput, type Callable } from '../lib/api.ts';

export async function downloadFile<C extends Callable>(
  endpoint: C,
  input: CallInput<C>,
  fileName: string,
): Promise<void> {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await callBlob(endpoint, input));
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(link.href);
}
