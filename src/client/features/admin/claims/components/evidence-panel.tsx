import type { AdminClaim } from '../../../../../contracts/claims';

function Photo({ url, alt }: { url: string; alt: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="block rounded-xl focus-visible:outline-2 focus-visible:outline-clay-600"
    >
      <img src={url} alt={alt} loading="lazy" className="aspect-square w-full rounded-xl bg-cream-200 object-cover" />
    </a>
  );
}

function Column({ title, wide = false, children }: { title: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <figure className={`min-w-0 space-y-2 ${wide ? 'col-span-2 md:col-span-1' : ''}`}>
      <figcaption className="text-sm font-semibold text-ink-900">{title}</figcaption>
      {children}
    </figure>
  );
}

const Missing = ({ children }: { children: React.ReactNode }) => (
  <p className="grid aspect-square place-items-center rounded-xl border border-dashed border-cream-300 p-3 text-center text-sm text-ink-700">
    {children}
  </p>
);

/**
 * What the shopper sent beside what they approved and what left the workshop: their photos or video, the
 * approved proof, the packing photo taken at dispatch. Side by side on a wide screen; on a phone the
 * shopper's first, then the proof and the packing photo side by side. Each opens full size.
 */
export function EvidencePanel({ claim }: { claim: AdminClaim }) {
  const n = claim.evidence.length;
  const video = claim.evidence.find((e) => e.kind === 'video');
  return (
    <section aria-labelledby="evidence-title" className="space-y-3">
      <h2 id="evidence-title" className="font-display text-lg font-semibold text-ink-900">
        Evidence
      </h2>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-[2fr_1fr_1fr]">
        <Column title={video ? 'The shopper’s video' : `The shopper’s photos (${n})`} wide>
          {video ? (
            <>
              {/* The shopper's own recording has no captions to offer; the note above says what it shows. */}
              <video
                controls
                preload="metadata"
                playsInline
                src={video.url}
                aria-label="The shopper’s video of the piece and the parcel"
                className="aspect-video w-full rounded-xl bg-ink-900"
              />
              <a
                href={video.url}
                target="_blank"
                rel="noreferrer"
                className="text-sm font-semibold text-clay-700 underline"
              >
                Open the video
              </a>
            </>
          ) : n ? (
            <div className="grid grid-cols-2 gap-2">
              {claim.evidence.map((e, i) => (
                <Photo key={e.url} url={e.url} alt={`The shopper’s photo ${i + 1} of ${n}`} />
              ))}
            </div>
          ) : (
            <Missing>No photos were sent.</Missing>
          )}
        </Column>
        <Column title="The approved proof">
          {claim.proofImageUrl ? (
            <Photo url={claim.proofImageUrl} alt="The proof the shopper approved" />
          ) : (
            <Missing>No proof image.</Missing>
          )}
        </Column>
        <Column title="Packing photo">
          {claim.packingPhotoUrl ? (
            <Photo url={claim.packingPhotoUrl} alt="The packed parcel at dispatch, with its AWB label" />
          ) : (
            <Missing>No packing photo was taken at dispatch.</Missing>
          )}
        </Column>
      </div>
    </section>
  );
}
