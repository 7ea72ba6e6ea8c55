import { describe, expect, it } from 'vitest';
import { messageContent, templateCall } from './message-content';

const facts = { firstName: 'Kavya', reference: 'KG-10001', total: '₹1,649.00', orderPageUrl: null };

describe('what a message says', () => {
  it('leaves out a link that does not exist yet', () => {
    expect(messageContent('placed', 'en', facts).text).not.toContain('Your order:');
    expect(messageContent('placed', 'en', { ...facts, orderPageUrl: 'https://shop/o/x' }).text).toContain(
      'Your order: https://shop/o/x',
    );
  });

  it('writes to a shopper who chose Hindi in Hindi', () => {
    expect(messageContent('delivered', 'hi', facts).text).toMatch(/^नमस्ते Kavya, आपका ऑर्डर KG-10001 पहुँच गया है/);
  });

  it('never sends an empty template parameter', () => {
    const content = messageContent('dispatched', 'en', { ...facts, firstName: '' });
    expect(content.bodyParameters.every((p) => p.length > 0)).toBe(true);
  });

  it('heads the proof template with the preview when there is one', () => {
    const content = messageContent('proof_sent', 'en', { ...facts, proofUrl: 'https://shop/proof/t' });
    expect(templateCall('kaarigar_', 'proof_sent', 'en', content, 'https://shop/p.webp')).toMatchObject({
      name: 'kaarigar_proof_sent',
      components: [{ type: 'header' }, { type: 'body' }],
    });
    expect(templateCall('kaarigar_', 'proof_sent', 'en', content, null).name).toBe('kaarigar_proof_sent_text');
  });
});
