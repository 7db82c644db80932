/**
 * The offline banner's sentences and the new-version prompt's in Hindi: `offline`.
 * Mirrors en-offline.ts key for key: the `OfflineMessages` type keeps the two in step.
 */
import type { OfflineMessages } from './en-offline';

export const offlineMessages: OfflineMessages = {
  offline: {
    banner:
      'आप ऑफ़लाइन हैं। आपके खोले हुए पेज, आपका कार्ट और आपकी विशलिस्ट अब भी काम करते हैं; खोज, लॉग इन और ऑर्डर देने के लिए कनेक्शन का इंतज़ार करना होगा।',
    newVersion: 'Haat का नया वर्ज़न तैयार है।',
    reload: 'रीलोड करें',
    later: 'बाद में',
  },
};
