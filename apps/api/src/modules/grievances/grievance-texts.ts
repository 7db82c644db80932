// The acknowledgement a shopper receives by SMS and e-mail when a complaint is filed, in the
// language of the page it was filed from (English or Hindi).
import type { LanguageCode } from '@haat/contract/constants';

export interface AcknowledgementFacts {
  ticket: string;
  name: string;
  /** The redress deadline as India reads it, e.g. "29 December 2026". */
  resolveBy: string;
  statusUrl: string;
  officer: { name: string; designation: string; email: string; phone: string };
}

export function composeAcknowledgement(language: LanguageCode, facts: AcknowledgementFacts) {
  if (language === 'hi') {
    return {
      sms: `Haat: आपकी शिकायत मिल गई है। टिकट नंबर ${facts.ticket}। हम ${facts.resolveBy} तक इसका समाधान करेंगे। स्थिति: ${facts.statusUrl}`,
      subject: `आपकी शिकायत मिल गई है: ${facts.ticket}`,
      email: [
        `नमस्ते ${facts.name},`,
        '',
        `आपकी शिकायत हमें मिल गई है। आपका टिकट नंबर ${facts.ticket} है।`,
        `हम ${facts.resolveBy} तक इसका समाधान करेंगे।`,
        `स्थिति देखने के लिए: ${facts.statusUrl} (टिकट नंबर और अपने मोबाइल नंबर के आख़िरी चार अंक डालें)।`,
        '',
        `शिकायत अधिकारी: ${facts.officer.name}, ${facts.officer.designation}`,
        `${facts.officer.email} · ${facts.officer.phone}`,
      ].join('\n'),
    };
  }
  return {
    sms: `Haat: we have received your complaint. Ticket ${facts.ticket}. We will resolve it by ${facts.resolveBy}. Status: ${facts.statusUrl}`,
    subject: `We have received your complaint: ${facts.ticket}`,
    email: [
      `Hello ${facts.name},`,
      '',
      `We have received your complaint. Your ticket number is ${facts.ticket}.`,
      `We will resolve it by ${facts.resolveBy}.`,
      `See its status at ${facts.statusUrl} (enter the ticket number and the last four digits of your mobile number).`,
      '',
      `Grievance officer: ${facts.officer.name}, ${facts.officer.designation}`,
      `${facts.officer.email} · ${facts.officer.phone}`,
    ].join('\n'),
  };
}
