// Who is signed in (operator or seller), asked once and shared by the frame and the pages that
// differ by role.
import { useQuery } from '@tanstack/react-query';
import * as paths from '@haat/contract/back-office-paths';
import { call } from './api.ts';

export function useMe() {
  return useQuery({
    queryKey: ['me'],
    queryFn: async () => (await call(paths.me)).data,
  });
}
