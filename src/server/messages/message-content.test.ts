import { describe, expect, it } from 'vitest';
import { messageContent, plainFirstName, templateCall } from './message-content';
import { CLAIM_MESSAGE_EVENTS, MESSAGE_EVENTS, type MessageEvent } from './types';
import { sendTemplateRequestSchema } from './whatsapp/wire';

const facts = { firstName: 'Kavya', reference: 'KG-10001', total: '₹1,649.00', orderPageUrl: null };

describe('what a message says', () => {
  it('leaves out a link that does not exist yet', () => {
    expect(messageContent('placed', 'en', facts).text).not.toContain('Your order:');
    expect(messageContent('placed', 'en', { ...facts, orderPageUrl: 'https://shop/o/x' }).text).toContain(
      'Your order: https://shop/o/x',
    );
  });

  it('says no English word of ours to a Hindi shopper, with each template’s parameters as in English', () => {
    // Issue 45 item 7: only the shop's name, the reference, links and what was typed stay in Latin letters.
    const events: MessageEvent[] = [...MESSAGE_EVENTS, 'review_request', 'cod_confirm', ...CLAIM_MESSAGE_EVENTS];
    const every = {
      ...facts,
      received: '₹1,000.00',
      balanceDue: '₹649.00',
      orderPageUrl: 'https://shop/order/t',
      proofUrl: 'https://shop/proof/p',
      trackingUrl: 'https://track/x',
      reviewUrl: 'https://shop/review/r',
      confirmUrl: 'https://shop/confirm/c',
      confirmHours: 24,
      prepaidOffer: '5%',
      claimDetail: 'हम Sheesham Board दोबारा बना रहे हैं, बिना शुल्क।',
    };
    const ours = (text: string) =>
      text.replace(/https:\/\/\S+/g, '').replace(/Kaarigar|KG-10001|Kavya|Sheesham Board/g, '');
    for (const event of events)
      for (const f of [every, { ...facts, firstName: '' }]) {
        const hi = messageContent(event, 'hi', f);
        const en = messageContent(event, 'en', f);
        for (const said of [hi.subject, hi.text, ...hi.bodyParameters])
          expect(ours(said), event).not.toMatch(/[A-Za-z]/);
        expect(hi.bodyParameters.length, event).toBe(en.bodyParameters.length);
        expect(templateCall('kg_', event, 'hi', hi).name, event).toBe(templateCall('kg_', event, 'en', en).name);
      }
  });

  it('writes to a shopper who chose Hindi in Hindi', () => {
    expect(messageContent('delivered', 'hi', facts).text).toMatch(/^नमस्ते Kavya, आपका ऑर्डर KG-10001 पहुँच गया है/);
  });

  it('links the delivered message to the order page’s "Report a problem", in the shopper’s language', () => {
    const page = { ...facts, orderPageUrl: 'https://shop/order/t' };
    expect(messageContent('delivered', 'en', page).text).toMatch(
      /Your order and invoice: https:\/\/shop\/order\/t\nDid a piece arrive damaged or wrong\? Report it here: https:\/\/shop\/order\/t#claims$/,
    );
    expect(messageContent('delivered', 'hi', page).text).toContain(
      'कोई चीज़ टूटी हुई या गलत पहुँची? यहाँ बताएँ: https://shop/order/t#claims',
    );
    expect(messageContent('delivered', 'en', facts).text).not.toContain('#claims');
    expect(messageContent('delivered', 'en', page).bodyParameters).toEqual([
      'Kavya',
      'KG-10001',
      'https://shop/order/t',
    ]);
  });

  it('never sends an empty template parameter', () => {
    const content = messageContent('dispatched', 'en', { ...facts, firstName: '' });
    expect(content.bodyParameters.every((p) => p.length > 0)).toBe(true);
  });

  it('tells the shopper what to do when the courier could not deliver, or brought the parcel back', () => {
    const page = { ...facts, orderPageUrl: 'https://shop/order/t' };
    expect(messageContent('undelivered', 'en', page)).toMatchObject({
      subject: 'We could not deliver your Kaarigar order KG-10001',
      bodyParameters: ['Kavya', 'KG-10001', 'https://shop/order/t'],
    });
    expect(messageContent('undelivered', 'en', page).text).toContain(
      'Please reply to this message or call us with a good time or the right address, and we will ask the courier to try again.',
    );
    expect(messageContent('returned', 'en', page).text).toContain(
      'If you would still like it, reply to this message or call us and we will send it again.',
    );
    expect(messageContent('undelivered', 'hi', page).text).toMatch(
      /^नमस्ते Kavya, कूरियर आपका ऑर्डर KG-10001 डिलीवर नहीं कर सका। कृपया इस संदेश का जवाब दें/,
    );
    expect(messageContent('returned', 'hi', page).subject).toBe('आपका Kaarigar ऑर्डर KG-10001 हमारे पास लौट आया है');
    // Out for delivery carries the tracking link, as dispatched does.
    const out = messageContent('out_for_delivery', 'en', { ...page, trackingUrl: 'https://track/1' });
    expect(out.text).toMatch(/is out for delivery today\. .* Track it: https:\/\/track\/1$/);
    expect(templateCall('kaarigar_', 'out_for_delivery', 'hi', out).name).toBe('kaarigar_out_for_delivery');
    for (const event of ['out_for_delivery', 'undelivered', 'returned'] as const)
      for (const language of ['en', 'hi'] as const)
        expect(messageContent(event, language, { ...facts, firstName: '' }).bodyParameters.every(Boolean)).toBe(true);
  });

  it('heads the proof template with the preview when there is one', () => {
    const content = messageContent('proof_sent', 'en', { ...facts, proofUrl: 'https://shop/proof/t' });
    expect(templateCall('kaarigar_', 'proof_sent', 'en', content, 'https://shop/p.webp')).toMatchObject({
      name: 'kaarigar_proof_sent',
      components: [{ type: 'header' }, { type: 'body' }],
    });
    expect(templateCall('kaarigar_', 'proof_sent', 'en', content, null).name).toBe('kaarigar_proof_sent_text');
  });

  it('greets by a first name that cannot carry a link or markup', () => {
    expect(plainFirstName('Kavya Menon')).toBe('Kavya');
    expect(plainFirstName('K. Menon')).toBe('K');
    expect(plainFirstName("D'Souza-Rao")).toBe("D'Souza-Rao");
    expect(plainFirstName('श्रीनिवास राव')).toBe('श्रीनिवास');
    for (const phishing of [
      'evil.com Kavya',
      'https://evil.example/win',
      'www.evil.in',
      'win@evil.in',
      '<a href=x>Kavya</a>',
      'evil．com',
      'Kavya\u202Emoc.live',
    ])
      expect(plainFirstName(phishing)).toBe('');
    const content = messageContent('placed', 'en', { ...facts, firstName: plainFirstName('evil.com/login Kavya') });
    expect(content.text).toMatch(/^Hello there, /);
    expect(content.bodyParameters[0]).toBe('there');
  });

  it('greets by a name, not by a phrase the sender chose (issue 39)', () => {
    expect(plainFirstName('Mary-Jane Dsouza')).toBe('Mary-Jane');
    expect(plainFirstName('Venkatasubramanian Iyer')).toBe('Venkatasubramanian');
    expect(plainFirstName('श्रीनिवासन् अय्यर')).toBe('श्रीनिवासन्');
    for (const phrase of [
      'Refund-desk-call-now-for-your-money',
      "O''Brien",
      '-Kavya',
      'Kavya-',
      'Callrefunddesknowforyourmoneyback',
    ])
      expect(plainFirstName(`${phrase} Kumar`)).toBe('');
  });

  it('sends template parameters WhatsApp accepts: no newline, tab or run of spaces', () => {
    const content = messageContent('dispatched', 'en', { ...facts, trackingUrl: 'https://t.example/a\n\tb     c' });
    const call = templateCall('kaarigar_', 'dispatched', 'en', content);
    const body = { messaging_product: 'whatsapp', to: '919811100001', type: 'template', template: call };
    expect(sendTemplateRequestSchema.safeParse(body).success).toBe(true);
    expect(call.components[0]!.parameters[2]).toEqual({ type: 'text', text: 'https://t.example/a b c' });
  });

  it('says what was paid, and the balance in the twin template with a fourth parameter', () => {
    const paid = messageContent('paid', 'hi', { ...facts, received: '₹190.00', balanceDue: '₹1,709.00' });
    expect(paid.text).toContain('₹190.00 हमें मिल गए हैं। बाकी ₹1,709.00 डिलीवरी पर देने हैं।');
    expect(templateCall('kaarigar_', 'paid', 'hi', paid).name).toBe('kaarigar_paid_balance');
    expect(paid.bodyParameters).toEqual(['Kavya', 'KG-10001', '₹190.00', '₹1,709.00']);
    const whole = messageContent('paid', 'en', { ...facts, received: '₹1,649.00', balanceDue: null });
    expect(templateCall('kaarigar_', 'paid', 'en', whole).name).toBe('kaarigar_paid');
    expect(whole.text).not.toContain('balance');
  });
});
