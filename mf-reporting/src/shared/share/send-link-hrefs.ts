/** The mailto:, sms: and WhatsApp addresses that carry a share link to a contact (issue 20). */
import type { ShareLinkContact } from 'shared-contracts';

const digits = (phone: string) => phone.replace(/[^0-9+]/g, '');

export function sendLinkHrefs(url: string, contact: ShareLinkContact | null | undefined, subject: string): { mail?: string; sms?: string; whatsapp: string } {
  const text = `${subject}: ${url}`;
  const phone = contact?.phone ? digits(contact.phone) : '';
  return {
    ...(contact?.email ? { mail: `mailto:${contact.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(url)}` } : {}),
    ...(phone ? { sms: `sms:${phone}?body=${encodeURIComponent(text)}` } : {}),
    // wa.me takes the number without '+' or spaces; with none WhatsApp asks whom to send it to.
    whatsapp: `https://wa.me/${phone.replace(/^\+/, '')}?text=${encodeURIComponent(text)}`,
  };
}
