import { ChevronDown, WandSparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { LIMITS } from '../../../../contracts/limits';
import type { SamplePrompt } from '../../../../contracts/sample-prompts';
import { useDictionary } from '../../../lib/i18n/language';
import { CountedField } from './counted-field';

/** 'Re-imagine with AI': the shopper's own idea, or one of four sample prompts to start from. */
export function AiPromptSection({
  prompt,
  samples,
  placeholder,
  onChange,
}: {
  prompt: string;
  samples: readonly SamplePrompt[];
  placeholder: string;
  onChange: (prompt: string) => void;
}) {
  const t = useDictionary();
  const [samplesOpen, setSamplesOpen] = useState(false);
  const summaryRef = useRef<HTMLElement>(null);
  return (
    <section aria-labelledby="customize-ai-heading" className="space-y-3 rounded-[1.25rem] bg-cream-200/60 p-4">
      <div>
        <h3
          id="customize-ai-heading"
          className="flex items-center gap-2 font-display text-lg font-semibold text-ink-900"
        >
          <WandSparkles aria-hidden className="size-5 text-clay-600" />
          {t.sheet.aiTitle}
        </h3>
        <p className="mt-0.5 text-sm text-ink-700">{t.sheet.aiIntro}</p>
      </div>
      <CountedField
        label={t.sheet.yourIdea}
        placeholder={placeholder}
        max={LIMITS.promptMax}
        value={prompt}
        onChange={onChange}
        multiline
      />
      <details
        open={samplesOpen}
        onToggle={(e) => setSamplesOpen(e.currentTarget.open)}
        className="group rounded-2xl border border-cream-300 bg-cream-50"
      >
        <summary
          ref={summaryRef}
          className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-2xl px-4 text-sm font-semibold text-ink-900 [&::-webkit-details-marker]:hidden"
        >
          {t.sheet.samplePrompts}
          <ChevronDown aria-hidden className="size-4 text-ink-500 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="grid gap-2 px-2 pb-2">
          {samples.map((s) => (
            <li key={s.title}>
              <button
                type="button"
                onClick={() => {
                  onChange(s.prompt);
                  setSamplesOpen(false);
                  // The list closes under the focused button; keep focus on its toggle.
                  summaryRef.current?.focus();
                }}
                aria-pressed={prompt === s.prompt}
                className="w-full rounded-xl px-3 py-2.5 text-left transition-colors hover:bg-cream-200 aria-pressed:bg-clay-600/8 aria-pressed:shadow-[inset_0_0_0_1px_var(--color-clay-600)]"
              >
                <span className="block text-sm font-semibold text-ink-900">{s.title}</span>
                <span className="line-clamp-2 block text-xs text-ink-700">{s.prompt}</span>
              </button>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
