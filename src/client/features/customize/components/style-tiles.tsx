import { Palette } from 'lucide-react';
import { useState } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../components/ui/tooltip';
import { useDictionary } from '../../../lib/i18n/language';
import { STYLE_TILES } from '../style-tiles';

/** The four mug art styles as picture tiles; one is always chosen (Ghibli by default). */
export function StyleTiles({ value, onChange }: { value: string; onChange: (style: string) => void }) {
  const t = useDictionary();
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-ink-900">{t.sheet.artStyle}</legend>
      <div className="grid grid-cols-4 gap-2">
        {STYLE_TILES.map((tile) => (
          <Tooltip key={tile.value}>
            <TooltipTrigger asChild>
              <label className="group relative flex cursor-pointer flex-col overflow-hidden rounded-2xl border border-cream-300 bg-cream-50 transition-[border-color,box-shadow] hover:border-clay-400 has-[:checked]:border-clay-600 has-[:checked]:shadow-[inset_0_0_0_1px_var(--color-clay-600)] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay-600">
                <span className="relative grid aspect-square place-items-center bg-cream-200 text-clay-600">
                  {broken.has(tile.value) ? (
                    <Palette aria-hidden className="size-6" />
                  ) : (
                    <img
                      src={tile.example}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="h-full w-full object-cover"
                      onError={() => {
                        // Spec section 8: a style tile image that fails is logged and hidden.
                        console.error('Style example failed to load', tile.example);
                        setBroken((b) => new Set(b).add(tile.value));
                      }}
                    />
                  )}
                </span>
                <span className="px-1 py-1.5 text-center text-xs leading-tight font-semibold text-ink-900 group-has-[:checked]:text-clay-700">
                  {t.styleTiles[tile.value].label}
                </span>
                <input
                  type="radio"
                  name="mug-style"
                  value={tile.value}
                  checked={value === tile.value}
                  onChange={() => onChange(tile.value)}
                  className="absolute inset-0 z-10 cursor-pointer appearance-none opacity-0"
                />
              </label>
            </TooltipTrigger>
            <TooltipContent>{t.styleTiles[tile.value].hint}</TooltipContent>
          </Tooltip>
        ))}
      </div>
    </fieldset>
  );
}
