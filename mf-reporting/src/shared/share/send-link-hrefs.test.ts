import { sendLinkHrefs } from './send-link-hrefs';

const url = 'https://app.test/public/issue/tok';

it('addresses the contact by mail, SMS and WhatsApp', () => {
  expect(sendLinkHrefs(url, { _id: 'c', name: 'Ravi', email: 'ravi@x.test', phone: '+91 98765 43210' }, 'Issue')).toEqual({
    mail: `mailto:ravi@x.test?subject=Issue&body=${encodeURIComponent(url)}`,
    sms: `sms:+919876543210?body=${encodeURIComponent(`Issue: ${url}`)}`,
    whatsapp: `https://wa.me/919876543210?text=${encodeURIComponent(`Issue: ${url}`)}`,
  });
});

it('without a contact offers only WhatsApp, which asks whom to send it to', () => {
  expect(sendLinkHrefs(url, null, 'Issue')).toEqual({ whatsapp: `https://wa.me/?text=${encodeURIComponent(`Issue: ${url}`)}` });
});
