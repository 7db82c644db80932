// How every content editor saves: its list sent whole, the page and the form given what the server
// kept (ids included), a notice that the storefront shows it, or the server's field messages at
// their fields and its message above.
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { HomeContent } from '@haat/contract';
import { showServerErrors } from '../../components/form-errors.ts';

export function useContentSave<Body, Form extends FieldValues>(options: {
  send: (body: Body) => Promise<{ data: HomeContent }>;
  onSaved: (content: HomeContent) => void;
  /** The editor's form back to what the server now keeps. */
  reset: (content: HomeContent) => void;
  setError: UseFormSetError<Form>;
  savedMessage: string;
}) {
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  async function save(body: Body) {
    setNotice(null);
    setFailure(null);
    try {
      const answer = await options.send(body);
      options.onSaved(answer.data);
      options.reset(answer.data);
      setNotice(options.savedMessage);
    } catch (error) {
      setFailure(showServerErrors(error, options.setError));
    }
  }
  return { notice, failure, save };
}
