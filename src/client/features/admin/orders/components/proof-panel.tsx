import { Check, Copy, MessageCircle, Send } from 'lucide-react';
import { useState } from 'react';
import type { OrderDetail } from '../../../../../contracts/admin';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { useSendProof } from '../api/send-proof';
import { PanelCard } from './panel-card';

const SENDABLE = new Set(['placed', 'proof_sent']);

/**
 * 'Send proof' makes the shopper's link; the owner copies it or opens WhatsApp with it ready,
 * which is how these shops talk to their customers. It says plainly whether an email went too.
 */
export function ProofPanel({ order }: { order: OrderDetail }) {
  const send = useSendProof(order.id);
  const [copied, setCopied] = useState(false);
  if (!SENDABLE.has(order.status) && !send.data) return null;
  const sent = send.data;
  const again = order.status === 'proof_sent';

  return (
    <PanelCard title="Proof">
      <div className="space-y-3">
        {!sent ? (
          <p className="text-sm text-ink-700">
            {again
              ? 'The proof was sent. Send it again to get the link and WhatsApp message back.'
              : 'Send the shopper a link to see their piece and approve it.'}
          </p>
        ) : null}
        {send.error ? (
          <p role="alert" className="text-sm font-semibold text-danger-600">
            {errorMessage(send.error, 'Could not send the proof.')}
          </p>
        ) : null}
        {sent ? (
          <div className="space-y-3" role="status">
            <p className="text-sm font-semibold text-leaf-600">
              Proof ready.{' '}
              {sent.emailed
                ? `Emailed to ${order.delivery.email ?? 'the shopper'}.`
                : order.delivery.email
                  ? 'Not emailed (no mail server is set up): share the link below.'
                  : 'Not emailed (the shopper gave no email): share the link below.'}
            </p>
            <div className="flex gap-2">
              <label htmlFor="proof-link" className="sr-only">
                Proof link
              </label>
              <Input
                id="proof-link"
                readOnly
                value={sent.proofUrl}
                className="h-11 text-sm"
                onFocus={(e) => e.target.select()}
              />
              <Button
                variant="secondary"
                size="icon"
                aria-label={copied ? 'Link copied' : 'Copy link'}
                onClick={() => {
                  void navigator.clipboard?.writeText(sent.proofUrl).then(() => setCopied(true));
                }}
              >
                {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              </Button>
            </div>
            {sent.whatsappUrl ? (
              <a
                href={sent.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: 'accent', className: 'w-full' })}
              >
                <MessageCircle aria-hidden />
                Send on WhatsApp
              </a>
            ) : (
              <p className="text-sm text-ink-700">No mobile number on the order, so no WhatsApp link.</p>
            )}
          </div>
        ) : null}
        {SENDABLE.has(order.status) ? (
          <Button
            variant={sent ? 'outline' : 'primary'}
            className="w-full"
            disabled={send.isPending}
            onClick={() => {
              setCopied(false);
              send.mutate();
            }}
          >
            <Send aria-hidden />
            {send.isPending ? 'Sending…' : sent || again ? 'Send proof again' : 'Send proof'}
          </Button>
        ) : null}
      </div>
    </PanelCard>
  );
}
