import { Check, Copy, MessageCircle, Send } from 'lucide-react';
import { useState } from 'react';
import type { KeptProof, OrderDetail } from '../../../../../contracts/admin';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { useKeptProof } from '../api/get-kept-proof';
import { useSendProof } from '../api/send-proof';
import { LowDpiBeforeProof } from './low-dpi-before-proof';
import { PanelCard } from './panel-card';

const SENDABLE = new Set(['placed', 'proof_sent']);

/**
 * 'Send proof' makes the shopper's link; the owner copies it or opens WhatsApp with it ready,
 * which is how these shops talk to their customers. It says plainly whether an email went too.
 * The latest link stays here after the owner leaves the page, with when the shopper opened it.
 */
export function ProofPanel({ order }: { order: OrderDetail }) {
  const send = useSendProof(order.id);
  const kept = useKeptProof(order.id).data?.proof ?? null;
  const [copied, setCopied] = useState(false);
  if (!SENDABLE.has(order.status) && !send.data && !kept) return null;
  const sent = send.data;
  const link = sent ?? (kept?.proofUrl ? { proofUrl: kept.proofUrl, whatsappUrl: kept.whatsappUrl } : null);

  return (
    <PanelCard title="Proof">
      <div className="space-y-3">
        {!sent && !kept ? (
          <p className="text-sm text-ink-700">Send the shopper a link to see their piece and approve it.</p>
        ) : null}
        {send.error ? (
          <p role="alert" className="text-sm font-semibold text-danger-600">
            {errorMessage(send.error, 'Could not send the proof.')}
          </p>
        ) : null}
        <div role="status">
          {sent ? (
            <p className="text-sm font-semibold text-leaf-600">
              Proof ready.{' '}
              {sent.emailed
                ? `Emailed to ${order.delivery.email ?? 'the shopper'}.`
                : order.delivery.email
                  ? 'Not emailed (no mail server is set up): share the link below.'
                  : 'Not emailed (the shopper gave no email): share the link below.'}
            </p>
          ) : null}
        </div>
        {kept ? <ProofSeen proof={kept} /> : null}
        {kept && !kept.proofUrl && !sent ? (
          <p className="text-sm text-ink-700">
            This link was made before links were kept on the order
            {SENDABLE.has(order.status) ? ': send the proof again for one to copy.' : '.'}
          </p>
        ) : null}
        {link ? (
          <div className="space-y-3">
            <div className="flex gap-2">
              <label htmlFor="proof-link" className="sr-only">
                Proof link
              </label>
              <Input
                id="proof-link"
                readOnly
                value={link.proofUrl}
                className="h-11 text-sm"
                onFocus={(e) => e.target.select()}
              />
              <Button
                variant="secondary"
                size="icon"
                aria-label={copied ? 'Link copied' : 'Copy link'}
                onClick={() => {
                  void navigator.clipboard?.writeText(link.proofUrl).then(() => setCopied(true));
                }}
              >
                {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              </Button>
            </div>
            {link.whatsappUrl ? (
              <a
                href={link.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: 'accent', className: 'w-full' })}
              >
                <MessageCircle aria-hidden />
                {sent ? 'Send on WhatsApp' : 'Send the link again on WhatsApp'}
              </a>
            ) : (
              <p className="text-sm text-ink-700">No mobile number on the order, so no WhatsApp link.</p>
            )}
          </div>
        ) : null}
        {order.status === 'placed' && !sent
          ? order.lines.map((line) => <LowDpiBeforeProof key={line.id} orderId={order.id} line={line} />)
          : null}
        {SENDABLE.has(order.status) ? (
          <Button
            variant={link ? 'outline' : 'primary'}
            className="w-full"
            disabled={send.isPending}
            onClick={() => {
              setCopied(false);
              send.mutate();
            }}
          >
            <Send aria-hidden />
            {send.isPending
              ? 'Sending…'
              : sent || kept || order.status === 'proof_sent'
                ? 'Send proof again'
                : 'Send proof'}
          </Button>
        ) : null}
      </div>
    </PanelCard>
  );
}

/** When the latest link went out and whether the shopper has opened it. */
function ProofSeen({ proof }: { proof: NonNullable<KeptProof> }) {
  const times = proof.opens === 1 ? 'once' : `${proof.opens} times`;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-ink-700">Sent</dt>
      <dd className="text-ink-900">{formatDateTime(proof.sentAt)}</dd>
      <dt className="text-ink-700">Opened</dt>
      <dd className="text-ink-900">
        {proof.firstOpenedAt
          ? `${formatDateTime(proof.firstOpenedAt)}${proof.opens > 1 && proof.lastOpenedAt ? `, ${times}, last ${formatDateTime(proof.lastOpenedAt)}` : ''}`
          : 'Not yet'}
      </dd>
    </dl>
  );
}
