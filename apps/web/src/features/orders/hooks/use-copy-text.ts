import { useState } from 'react';
import { showToast } from '../../../components/ui/toast';
import { messages as m } from '../../../messages';
import { TOAST_MS } from '@haat/contract/constants';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text to the clipboard with docs/spec.md §8's 'Copied.' toast; 'failed' when the phone refuses. */
export function useCopyText() {
  const [state, setState] = useState<CopyState>('idle');

  async function copy(text: string) {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard on this page');
      await navigator.clipboard.writeText(text);
      setState('copied');
      showToast(m.toasts.copied, { durationMs: TOAST_MS.default, tone: 'success' });
    } catch {
      setState('failed');
    }
  }

  return { copy, state };
}
