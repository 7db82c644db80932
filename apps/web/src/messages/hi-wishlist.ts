/**
 * Sentences of the wishlist page and the account's wishlist panel in Hindi: `wishlist`.
 * Mirrors en-wishlist.ts key for key: the `WishlistMessages` type keeps the two in step.
 */
import type { WishlistMessages } from './en-wishlist';

const items = (count: number) => (count === 1 ? '1 आइटम' : `${count} आइटम`);

export const wishlistMessages: WishlistMessages = {
  wishlist: {
    title: 'विशलिस्ट',
    panelTitle: 'मेरी विशलिस्ट',
    count: (count: number) => `(${items(count)})`,
    loading: 'आपकी विशलिस्ट लोड हो रही है…',
    empty: 'आपकी विशलिस्ट खाली है।',
    emptyHint: 'किसी भी प्रोडक्ट को बाद के लिए यहां रखने के लिए उस पर दिल के निशान को टैप करें।',
    browse: 'प्रोडक्ट देखें',
    loadFailed: 'आपकी विशलिस्ट लोड नहीं हो सकी।',
    tryAgain: 'फिर से कोशिश करें',
    guestTitle: 'अपनी विशलिस्ट देखने के लिए लॉग इन करें',
    guestBody: 'आपकी विशलिस्ट आपके अकाउंट में सेव रहती है, इसलिए किसी भी फ़ोन पर आपके साथ रहती है।',
    logIn: 'लॉग इन करें',
    remove: (title: string) => `${title} को विशलिस्ट से हटाएं`,
    removing: 'हटाया जा रहा है…',
    view: 'प्रोडक्ट देखें',
    discount: (percent: number) => `${percent}% छूट`,
    mrp: 'MRP',
  },
};
