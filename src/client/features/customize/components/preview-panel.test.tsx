// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PreviewPanel } from './preview-panel';

const NOTICE = 'Works best with a clear face or pet: try a photo where the face is easy to see.';

afterEach(cleanup);

function panel(props: { generated: boolean; status?: string | null; notice?: string | null }) {
  return (
    <PreviewPanel
      src="/objects/ai-generated/0123456789abcdef0123456789abcdef01234567.webp?t=1"
      catalogImage={null}
      productTitle="Caricature Mug"
      generated={props.generated}
      status={props.status ?? null}
      onSettled={() => undefined}
      notice={props.notice}
    />
  );
}

describe('the preview notice', () => {
  it('shows the notice under a generated preview, in a polite live region', () => {
    render(panel({ generated: true, notice: NOTICE }));
    const notice = screen.getByText(NOTICE);
    expect(notice.closest('[aria-live="polite"]')).toBe(screen.getByTestId('preview-notice'));
    // Under the image, not over it: the live region follows the preview square in the page.
    const image = screen.getByRole('img', { name: 'Preview of your personalised Caricature Mug' });
    expect(image.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the live region in the page while empty, so the notice is announced when it arrives', () => {
    const { rerender } = render(panel({ generated: true, status: 'Generating preview...', notice: null }));
    const region = screen.getByTestId('preview-notice');
    expect(region).toHaveProperty('textContent', '');
    rerender(panel({ generated: true, notice: NOTICE }));
    expect(screen.getByTestId('preview-notice')).toBe(region);
    expect(region.textContent).toBe(NOTICE);
  });

  it('clears the notice while a new preview is generated and when none was given', () => {
    const { rerender } = render(panel({ generated: true, notice: NOTICE }));
    rerender(panel({ generated: true, status: 'Generating preview...', notice: NOTICE }));
    expect(screen.queryByText(NOTICE)).toBeNull();
    rerender(panel({ generated: true, notice: null }));
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('says nothing over the product photo before anything is generated', () => {
    render(panel({ generated: false, notice: NOTICE }));
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
