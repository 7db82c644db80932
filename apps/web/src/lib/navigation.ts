// Where the browser goes when the server says the session is over (docs/spec.md §7 Status 3);
// tests replace it. lib/api-client.ts hands it out, lib/api-client-core.ts calls it.
import { localPath } from './language';

export const navigation = {
  goHome(): void {
    window.location.assign(localPath('/'));
  },
};
