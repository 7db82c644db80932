// The registration texts in the language of the page the shopper asked from (docs/decisions/
// hindi.md): the code, or the notice that the mobile already has an account. A Devanagari SMS is
// sent as Unicode, 70 characters a part, so the Hindi lines say only what the English ones say.
import type { LanguageCode } from '@haat/contract/constants';

export interface OtpTexts {
  code(code: string, minutes: string): string;
  accountExists: string;
  /** The code that confirms erasing the account (docs/decisions/personal-data.md). */
  deletionCode(code: string, minutes: string): string;
}

export const OTP_TEXTS: Record<LanguageCode, OtpTexts> = {
  en: {
    code: (code, minutes) =>
      `${code} is your Haat verification code. It is valid for ${minutes} minutes. Do not share it with anyone.`,
    accountExists:
      'This mobile number already has a Haat account, so no code was sent. Please log in with your e-mail and password. If you did not ask for this, ignore this message.',
    deletionCode: (code, minutes) =>
      `${code} is your code to DELETE your Haat account. It is valid for ${minutes} minutes. If you did not ask for this, do not share it and change your password.`,
  },
  hi: {
    code: (code, minutes) =>
      `${code} आपका Haat वेरिफ़िकेशन कोड है। यह ${minutes} मिनट तक मान्य है। इसे किसी को न बताएं।`,
    accountExists:
      'इस मोबाइल नंबर पर पहले से Haat अकाउंट है, इसलिए कोड नहीं भेजा गया। अपने ई-मेल और पासवर्ड से लॉग इन करें। अगर आपने यह नहीं मांगा, तो इसे अनदेखा करें।',
    deletionCode: (code, minutes) =>
      `${code} आपका Haat अकाउंट मिटाने का कोड है। यह ${minutes} मिनट तक मान्य है। अगर आपने यह नहीं मांगा, तो इसे किसी को न बताएं।`,
  },
};
